import 'reflect-metadata';
import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AccessError } from './access.errors.js';
import { AccessPolicyGuard } from './access-policy.guard.js';
import { ANONYMOUS, type AuthState, type AuthUser, authStateOf, type RequestAuthenticator } from './auth-state.js';
import { Public } from './public.decorator.js';
import { NO_ROLES } from '../../testing/role-flags.js';
import { Roles } from './roles.decorator.js';

@Controller('open')
@Public()
class OpenController {
  @Get()
  list(): string {
    return 'ok';
  }
}

@Controller('mixed')
class MixedController {
  @Get('public')
  @Public()
  open(): string {
    return 'ok';
  }

  @Get('staff')
  @Roles('staff')
  staffOnly(): string {
    return 'ok';
  }

  @Get('mine')
  @Roles('user')
  mine(): string {
    return 'ok';
  }

  @Get('undeclared')
  undeclared(): string {
    return 'ok';
  }
}

const PLAIN: AuthUser = {
  id: 7,
  username: 'ann@example.org',
  email: 'ann@example.org',
  firstName: 'Ann',
  lastName: '',
  ...NO_ROLES,
};

/** The parts of a Fastify request the guard reads (cookies already parsed, as requestCookies keeps them). */
type FakeRequest = { method: string; cookies: Record<string, string>; body: unknown; headers: Record<string, string> };

function fakeRequest(method = 'GET', headers: Record<string, string> = {}, cookies: Record<string, string> = {}): FakeRequest {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, cookies, body: {}, headers: lower };
}

/** The part of a Fastify reply the guard writes: the Set-Cookie lines it adds. */
class FakeReply {
  setCookies: string[] = [];
  header(name: string, value: string): this {
    if (name.toLowerCase() === 'set-cookie') this.setCookies.push(value);
    return this;
  }
  getHeader(name: string): string[] | undefined {
    return name.toLowerCase() === 'set-cookie' && this.setCookies.length > 0 ? [...this.setCookies] : undefined;
  }
  removeHeader(name: string): this {
    if (name.toLowerCase() === 'set-cookie') this.setCookies = [];
    return this;
  }
}

function contextFor(controller: new () => object, method: string, req: FakeRequest = fakeRequest(), reply = new FakeReply()): ExecutionContext {
  const handler = (controller.prototype as Record<string, () => unknown>)[method];
  return {
    getHandler: () => handler,
    getClass: () => controller,
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => reply }),
  } as unknown as ExecutionContext;
}

function guardWith(state: AuthState): AccessPolicyGuard {
  const authenticator: RequestAuthenticator = { authenticate: async () => state };
  return new AccessPolicyGuard(new Reflector(), authenticator);
}

async function refusal(guard: AccessPolicyGuard, context: ExecutionContext): Promise<string> {
  try {
    await guard.canActivate(context);
  } catch (error) {
    if (error instanceof AccessError) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'allowed';
}

describe('AccessPolicyGuard', () => {
  it('lets anyone through a @Public() route or controller, with the user recorded on the request', async () => {
    const guard = guardWith({ user: PLAIN, via: 'bearer', stale: false, family: 'f', csrfToken: null });
    const req = fakeRequest();
    expect(await guard.canActivate(contextFor(OpenController, 'list', req))).toBe(true);
    expect(authStateOf(req as unknown as FastifyRequest).user?.id).toBe(7);
    expect(await guardWith(ANONYMOUS).canActivate(contextFor(MixedController, 'open'))).toBe(true);
  });

  it('answers 403 to an anonymous visitor and 401 token_not_valid to a stale token on other routes', async () => {
    for (const method of ['staffOnly', 'mine', 'undeclared']) {
      expect(await refusal(guardWith(ANONYMOUS), contextFor(MixedController, method))).toBe('403 not_authenticated');
    }
    const stale: AuthState = { user: null, via: 'cookie', stale: true, family: null, csrfToken: null };
    expect(await refusal(guardWith(stale), contextFor(MixedController, 'mine'))).toBe('401 token_not_valid');
    expect(await guardWith(stale).canActivate(contextFor(MixedController, 'open'))).toBe(true);
  });

  it('checks @Roles(): user = any account; the flags for the others; a superuser holds every role', async () => {
    const signedIn: AuthState = { user: PLAIN, via: 'bearer', stale: false, family: 'f', csrfToken: null };
    expect(await refusal(guardWith(signedIn), contextFor(MixedController, 'mine'))).toBe('allowed');
    expect(await refusal(guardWith(signedIn), contextFor(MixedController, 'staffOnly'))).toBe('403 permission_denied');
    expect(await refusal(guardWith(signedIn), contextFor(MixedController, 'undeclared'))).toBe('403 permission_denied');
    const staff: AuthState = { ...signedIn, user: { ...PLAIN, isStaff: true } };
    expect(await refusal(guardWith(staff), contextFor(MixedController, 'staffOnly'))).toBe('allowed');
    const superuser: AuthState = { ...signedIn, user: { ...PLAIN, isSuperuser: true } };
    expect(await refusal(guardWith(superuser), contextFor(MixedController, 'staffOnly'))).toBe('allowed');
  });

  it("requires the sign-in's own CSRF token on cookie-authenticated writes only", async () => {
    const byCookie: AuthState = { user: PLAIN, via: 'cookie', stale: false, family: 'f', csrfToken: 'signed-in-token' };
    const post = (headers: Record<string, string>, cookies: Record<string, string>) => contextFor(MixedController, 'open', fakeRequest('POST', headers, cookies));
    expect(await refusal(guardWith(byCookie), post({}, { csrftoken: 'signed-in-token' }))).toBe('403 csrf_failed');
    expect(await refusal(guardWith(byCookie), post({ 'X-CSRFToken': 'signed-in-tokem' }, { csrftoken: 'signed-in-token' }))).toBe('403 csrf_failed');
    // Turn-2 #14: a planted cookie echoed in the header (plain double submit) no longer passes.
    expect(await refusal(guardWith(byCookie), post({ 'X-CSRFToken': 'abc' }, { csrftoken: 'abc' }))).toBe('403 csrf_failed');
    expect(await refusal(guardWith(byCookie), post({ 'X-CSRFToken': 'signed-in-token' }, {}))).toBe('allowed');
    expect(await refusal(guardWith(byCookie), post({ 'X-CSRFToken': 'signed-in-token' }, { csrftoken: 'signed-in-token' }))).toBe('allowed');
    expect(await refusal(guardWith(byCookie), contextFor(MixedController, 'open', fakeRequest('GET')))).toBe('allowed');
    expect(await refusal(guardWith({ ...byCookie, via: 'bearer', csrfToken: null }), post({}, {}))).toBe('allowed');
    expect(await refusal(guardWith(ANONYMOUS), post({}, {}))).toBe('allowed');
  });

  it("puts the sign-in's token in the csrftoken cookie when the browser holds another one", async () => {
    const byCookie: AuthState = { user: PLAIN, via: 'cookie', stale: false, family: 'f', csrfToken: 'signed-in-token' };
    const planted = new FakeReply();
    await guardWith(byCookie).canActivate(contextFor(MixedController, 'open', fakeRequest('GET', {}, { csrftoken: 'planted' }), planted));
    expect(planted.setCookies).toEqual([expect.stringMatching(/^csrftoken=signed-in-token; /)]);
    const kept = new FakeReply();
    await guardWith(byCookie).canActivate(contextFor(MixedController, 'open', fakeRequest('GET', {}, { csrftoken: 'signed-in-token' }), kept));
    expect(kept.setCookies).toEqual([]);
    const bearer = new FakeReply();
    await guardWith({ ...byCookie, via: 'bearer', csrfToken: null }).canActivate(contextFor(MixedController, 'open', fakeRequest('GET'), bearer));
    expect(bearer.setCookies).toEqual([]);
  });

  it('treats everyone as anonymous without an authenticator (unit tests of other modules)', async () => {
    const guard = new AccessPolicyGuard(new Reflector());
    expect(await guard.canActivate(contextFor(OpenController, 'list'))).toBe(true);
    expect(await refusal(guard, contextFor(MixedController, 'mine'))).toBe('403 not_authenticated');
  });
});
