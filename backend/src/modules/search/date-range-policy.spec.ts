import 'reflect-metadata';
import { Controller, Get, Module, Query } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import { AUTH_MESSAGES, SIGN_UP_REQUIRED_CODE } from '@events/contracts/auth';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { AccessPolicyGuard } from '../../common/auth/access-policy.guard.js';
import { ANONYMOUS, type AuthState, type RequestAuthenticator, REQUEST_AUTHENTICATOR } from '../../common/auth/auth-state.js';
import { Public } from '../../common/auth/public.decorator.js';
import { Clock } from '../../common/clock/clock.js';
import { ApiExceptionFilter } from '../../common/errors/api-exception.filter.js';
import { NO_ROLES } from '../../testing/role-flags.js';
import { AnonymousDateRangeLimit, assertDateRangeAllowed, lastAnonymousDay } from './date-range-policy.js';

// 2026-03-10 02:30 UTC is still 2026-03-09 in New York: tomorrow there is 2026-03-10.
const NOW = new Date('2026-03-10T02:30:00Z');
const SIGNED_IN: AuthState = {
  user: { id: 1, username: 'a', email: 'a@x.org', firstName: '', lastName: '', ...NO_ROLES },
  via: 'cookie',
  stale: false,
  family: 'f',
  csrfToken: null,
};

function outcome(state: AuthState, range: { dateStart?: unknown; dateEnd?: unknown }): string {
  try {
    assertDateRangeAllowed(state, range, NOW);
    return 'allowed';
  } catch (error) {
    const e = error as { status: number; code: string; detail: string };
    return `${e.status} ${e.code} ${e.detail}`;
  }
}

describe('anonymous date range limit', () => {
  it("counts today and tomorrow in the region's time zone", () => {
    expect(lastAnonymousDay(NOW)).toBe('2026-03-10');
  });

  it('lets anonymous visitors list today and tomorrow, and ranges without dates', () => {
    expect(outcome(ANONYMOUS, {})).toBe('allowed');
    expect(outcome(ANONYMOUS, { dateStart: '2026-03-09', dateEnd: '2026-03-10' })).toBe('allowed');
    expect(outcome(ANONYMOUS, { dateStart: '2026-03-10' })).toBe('allowed');
  });

  it('answers 403 sign_up_required beyond tomorrow', () => {
    const refused = `403 ${SIGN_UP_REQUIRED_CODE} ${AUTH_MESSAGES.signUpRequired}`;
    expect(outcome(ANONYMOUS, { dateStart: '2026-03-09', dateEnd: '2026-03-11' })).toBe(refused);
    expect(outcome(ANONYMOUS, { dateStart: '2026-04-01' })).toBe(refused);
  });

  it('answers 401 token_not_valid to a stale token, so the client refreshes instead of prompting', () => {
    expect(outcome({ ...ANONYMOUS, via: 'cookie', stale: true }, { dateEnd: '2026-03-20' })).toMatch(/^401 token_not_valid/);
  });

  it('does not limit signed-in users, nor judge malformed dates (the listing answers 400)', () => {
    expect(outcome(SIGNED_IN, { dateStart: '2026-03-09', dateEnd: '2026-05-01' })).toBe('allowed');
    expect(outcome(ANONYMOUS, { dateEnd: '03/20/2026' })).toBe('allowed');
    expect(outcome(ANONYMOUS, { dateEnd: ['2026-05-01'] })).toBe('allowed');
  });
});

describe('@AnonymousDateRangeLimit() on a listing route', () => {
  let app: NestFastifyApplication;

  @Controller('listing')
  @Public()
  class ListingController {
    @Get()
    @AnonymousDateRangeLimit()
    list(@Query('date_end') dateEnd: string | undefined): { dateEnd: string | null } {
      return { dateEnd: dateEnd ?? null };
    }
  }

  /** Bearer "member" signs in; bearer "stale" is a stale token; anything else is anonymous. */
  const authenticator: RequestAuthenticator = {
    authenticate: async (req: FastifyRequest) => {
      const header = req.headers.authorization;
      if (header === 'Bearer member') return SIGNED_IN;
      if (header === 'Bearer stale') return { ...ANONYMOUS, via: 'bearer', stale: true };
      return ANONYMOUS;
    },
  };

  @Module({
    controllers: [ListingController],
    providers: [
      { provide: REQUEST_AUTHENTICATOR, useValue: authenticator },
      // The guard reads the product's clock: 22:30 on 9 March in New York, an evening whose tomorrow UTC has reached.
      { provide: Clock, useValue: new Clock(NOW) },
      { provide: APP_GUARD, useClass: AccessPolicyGuard },
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
    ],
  })
  class ListingModule {}

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ListingModule, new FastifyAdapter(), { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const today = '2026-03-09';
  const tomorrow = '2026-03-10';
  const nextWeek = addDaysToLocalDate(tomorrow, 6);

  it('lets anonymous visitors list today and tomorrow', async () => {
    await request(app.getHttpServer()).get(`/listing?date_start=${today}&date_end=${tomorrow}`).expect(200, { dateEnd: tomorrow });
    await request(app.getHttpServer()).get('/listing').expect(200);
  });

  it('answers 403 with the sign-up code beyond tomorrow, and lets members through', async () => {
    await request(app.getHttpServer())
      .get(`/listing?date_start=${today}&date_end=2026-03-11`)
      .expect(403, { detail: AUTH_MESSAGES.signUpRequired, code: SIGN_UP_REQUIRED_CODE });
    await request(app.getHttpServer())
      .get(`/listing?date_start=${today}&date_end=${nextWeek}`)
      .expect(403, { detail: AUTH_MESSAGES.signUpRequired, code: SIGN_UP_REQUIRED_CODE });
    await request(app.getHttpServer()).get(`/listing?date_end=${nextWeek}`).set('Authorization', 'Bearer member').expect(200, { dateEnd: nextWeek });
    await request(app.getHttpServer()).get(`/listing?date_end=${nextWeek}`).set('Authorization', 'Bearer stale').expect(401);
  });
});
