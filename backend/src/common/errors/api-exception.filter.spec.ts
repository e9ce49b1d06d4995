import { type ArgumentsHost, BadRequestException, HttpException, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { ApiExceptionFilter, type UnmatchedRouteHandler } from './api-exception.filter.js';
import { type ErrorDefinition, ModuleError } from './module-error.js';
import { RequestValidationError } from './request-validation.error.js';

type SampleCode = 'venue_claimed';
const SAMPLE_ERRORS: Record<SampleCode, ErrorDefinition> = {
  venue_claimed: { status: 409, detail: 'Oops! This venue has already been claimed.' },
};
class SampleError extends ModuleError<SampleCode> {
  constructor(code: SampleCode) {
    super(code, SAMPLE_ERRORS[code]);
  }
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

function run(exception: unknown, req: Partial<FastifyRequest> = { method: 'GET', originalUrl: '/x', headers: {} }, unmatched?: UnmatchedRouteHandler): Answer {
  const answer: Answer = {};
  const res = {
    sent: false,
    raw: { headersSent: false },
    header(name: string, value: string) {
      answer.headers = { ...answer.headers, [name]: value };
      return this;
    },
    getHeader(name: string) {
      return Object.entries(answer.headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    },
    status(code: number) {
      answer.status = code;
      return this;
    },
    type(contentType: string) {
      expect(contentType).toBe('application/json; charset=utf-8');
      return this;
    },
    send(body: string) {
      answer.body = JSON.parse(body) as unknown;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter(unmatched).catch(exception, host);
  return answer;
}

describe('ApiExceptionFilter', () => {
  beforeAll(() => Logger.overrideLogger(false));

  const english = { 'Content-Language': 'en', Vary: 'Accept-Language' };

  it('answers bad input with the field error map, each message’s code in Field-Error-Codes', () => {
    expect(run(new RequestValidationError({ page: ['A valid integer is required.'] }))).toEqual({
      status: 400,
      body: { page: ['A valid integer is required.'] },
      headers: { 'Field-Error-Codes': '{"page":["number.integer"]}', ...english },
    });
    const zodError = z.object({ name: z.string({ error: 'This field is required.' }) }).safeParse({}).error;
    expect(run(zodError)).toEqual({ status: 400, body: { name: ['This field is required.'] }, headers: { 'Field-Error-Codes': '{"name":["validation.required"]}', ...english } });
  });

  it('words the field error map in the reader’s language (issue 31), keeping its shape; other words pass as they are', () => {
    const spanish = { method: 'POST', originalUrl: '/x', headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } };
    const error = new RequestValidationError({ first_name: ['This field is limited to 150 characters.', 'Too big'], nonFieldErrors: ['This field is required.'] });
    expect(run(error, spanish)).toEqual({
      status: 400,
      body: { first_name: ['Este campo está limitado a 150 caracteres.', 'Too big'], nonFieldErrors: ['Este campo es obligatorio.'] },
      headers: { 'Field-Error-Codes': '{"first_name":["validation.maxLength",null],"nonFieldErrors":["validation.required"]}', 'Content-Language': 'es', Vary: 'Accept-Language' },
    });
    // A map of thousands of messages (one per item of a huge array) goes without the header, which clients would refuse.
    const huge = run(new RequestValidationError(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`tags.${i}`, ['This field is required.']]))), spanish);
    expect(huge.headers?.['Field-Error-Codes']).toBeUndefined();
    expect(huge.body).toMatchObject({ 'tags.999': ['Este campo es obligatorio.'] });
    // The cookie of the language control outweighs the browser's languages.
    const chosen = { method: 'POST', originalUrl: '/x', headers: { 'accept-language': 'es', cookie: 'language=en' } };
    expect(run(error, chosen).body).toEqual(error.fieldErrors);
  });

  it('answers a module error with its status, detail and code', () => {
    expect(run(new SampleError('venue_claimed'))).toEqual({
      status: 409,
      body: { detail: 'Oops! This venue has already been claimed.', code: 'venue_claimed' },
    });
  });

  it('answers Nest HTTP exceptions with {detail}', () => {
    expect(run(new UnauthorizedException('Authentication credentials were not provided.'))).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(run(new BadRequestException('Unexpected token } in JSON'))).toEqual({ status: 400, body: { detail: 'Unexpected token } in JSON' } });
  });

  it('says "Not found." when no route matched, after offering the request to the SPA fallback', () => {
    const offered: string[] = [];
    const fallback: UnmatchedRouteHandler = {
      handleUnmatched: (req) => {
        offered.push(req.originalUrl);
        return false;
      },
    };
    const req = { method: 'GET', originalUrl: '/events/api/nope', headers: {} };
    expect(run(new NotFoundException('Cannot GET /events/api/nope'), req, fallback)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(offered).toEqual(['/events/api/nope']);
  });

  it('says what Express said when Fastify refuses a body', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(run(new HttpException(tooLarge.message, 413, { cause: tooLarge }))).toEqual({ status: 413, body: { detail: 'request entity too large' } });
  });

  it('hides unknown errors behind a 500', () => {
    expect(run(new Error('connection string postgres://secret'))).toEqual({ status: 500, body: { detail: 'Server error.' } });
    const constraint = new pg.DatabaseError('duplicate key value violates unique constraint', 0, 'error');
    constraint.code = '23505';
    expect(run(new QueryFailedError('INSERT', [], constraint))).toEqual({ status: 500, body: { detail: 'Server error.' } });
  });

  it('answers a database outage 503 with Retry-After, never 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    const shutdown = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error');
    shutdown.code = '57P01';
    for (const outage of [refused, new QueryFailedError('SELECT 1', [], shutdown), new Error('Connection terminated unexpectedly')]) {
      expect(run(outage)).toEqual({
        status: 503,
        body: { detail: 'The service is temporarily unavailable. Please try again in a moment.' },
        headers: { 'Retry-After': '5' },
      });
    }
  });
});
