import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FieldErrors, toFieldErrors } from '@events/contracts/lists';
import { ERRORS } from '@events/contracts/messages';
import { isConnectionError } from '../../database/database-errors.js';
import { FIELD_ERROR_CODES_HEADER, fieldErrorCodesHeader, fieldErrorsIn } from '../i18n/field-error-wording.js';
import { answerInLanguage, requestLanguage } from '../i18n/request-language.js';
import { ModuleError } from './module-error.js';
import { RequestValidationError } from './request-validation.error.js';

/**
 * Answers a request that matched no route before it becomes a 404 (the SPA fallback of the
 * frontend module). Returns true when it has answered.
 */
export type UnmatchedRouteHandler = { handleUnmatched(req: FastifyRequest, res: FastifyReply): boolean };
export const UNMATCHED_ROUTE_HANDLER = 'UNMATCHED_ROUTE_HANDLER';

export const SERVER_ERROR = 'Server error.';

/** The detail of a 503 for a database outage. */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Seconds a client is asked to wait after a 503: the embedded PostgreSQL restarts and the pools reconnect within
 * this (see database/embedded-supervisor.ts and database/database-availability.ts).
 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * True for the 404 of Nest's own not-found handler (no route matched). It throws
 * `NotFoundException("Cannot <METHOD> <url>")`, which a handler's own 404 never says.
 */
export function isUnmatchedRoute(exception: HttpException, req: FastifyRequest): boolean {
  return exception instanceof NotFoundException && exception.message === `Cannot ${req.method} ${req.originalUrl}`;
}

/**
 * Fastify's refusals of a request body, in the words Express's body-parser used (the adapter passes them on as
 * HttpExceptions caused by the Fastify error).
 */
const BODY_ERROR_DETAILS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request entity too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request size did not match content length',
};

function bodyErrorDetail(exception: HttpException): string | undefined {
  const cause: unknown = exception.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return BODY_ERROR_DETAILS[code];
}

function detailOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.map(String).join(' ');
  }
  return exception.message;
}

/** An error body as JSON, whatever type the handler had set before it failed (as Express's res.json did). */
function sendJson(res: FastifyReply, status: number, body: unknown): void {
  if (status === HttpStatus.SERVICE_UNAVAILABLE) res.header('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * A 400 field error map in the reader's language (issue 31): the body keeps its shape, `{field: [messages]}`, each
 * contract message worded in the request's language (English: the spec's words, as they are); the stable code of
 * each message rides beside it in the Field-Error-Codes header (but for a huge map), and Content-Language names the
 * body's language.
 */
function sendFieldErrors(req: FastifyRequest, res: FastifyReply, fields: FieldErrors): void {
  const language = requestLanguage(req);
  const codes = fieldErrorCodesHeader(fields);
  if (codes !== null) res.header(FIELD_ERROR_CODES_HEADER, codes);
  answerInLanguage(res, language);
  sendJson(res, HttpStatus.BAD_REQUEST, fieldErrorsIn(language, fields));
}

/**
 * The one exception filter. Bad input -> 400 `{field: [messages]}` in the reader's language (sendFieldErrors); module errors -> their status
 * with `{detail, code}` (and Retry-After when they carry one); Nest HTTP exceptions -> `{detail}`; a database outage (connection-level errors only, see
 * isConnectionError) -> 503 `{detail}`; anything else -> 500 `{detail}`, logged. Every 503 carries Retry-After.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  constructor(@Optional() @Inject(UNMATCHED_ROUTE_HANDLER) private readonly unmatched?: UnmatchedRouteHandler) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    if (res.sent || res.raw.headersSent) {
      this.logger.error({ err: exception }, 'Error after the response was sent');
      res.raw.end();
      return;
    }

    if (exception instanceof RequestValidationError) {
      sendFieldErrors(req, res, exception.fieldErrors);
      return;
    }
    if (exception instanceof z.ZodError) {
      sendFieldErrors(req, res, toFieldErrors(exception));
      return;
    }
    if (exception instanceof ModuleError) {
      if (exception.retryAfterSeconds !== undefined) res.header('Retry-After', String(exception.retryAfterSeconds));
      sendJson(res, exception.status, { detail: exception.detail, code: exception.code });
      return;
    }
    if (exception instanceof HttpException) {
      const noRoute = isUnmatchedRoute(exception, req);
      if (noRoute && this.unmatched?.handleUnmatched(req, res)) return;
      const status = exception.getStatus();
      if (status >= 500) this.logger.error({ err: exception }, detailOf(exception));
      sendJson(res, status, { detail: noRoute ? ERRORS.notFound : (bodyErrorDetail(exception) ?? detailOf(exception)) });
      return;
    }

    if (isConnectionError(exception)) {
      this.logger.warn({ err: exception, method: req.method, url: req.originalUrl }, 'Database unavailable');
      sendJson(res, HttpStatus.SERVICE_UNAVAILABLE, { detail: DATABASE_UNAVAILABLE });
      return;
    }
    this.logger.error({ err: exception, method: req.method, url: req.originalUrl }, 'Unhandled error');
    sendJson(res, HttpStatus.INTERNAL_SERVER_ERROR, { detail: SERVER_ERROR });
  }
}
