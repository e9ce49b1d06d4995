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
import type { Request, Response } from 'express';
import { z } from 'zod';
import { toFieldErrors } from '@events/contracts/lists';
import { ERRORS } from '@events/contracts/messages';
import { ModuleError } from './module-error.js';
import { RequestValidationError } from './request-validation.error.js';

/**
 * Answers a request that matched no route before it becomes a 404 (the SPA fallback of the
 * frontend module). Returns true when it has answered.
 */
export type UnmatchedRouteHandler = { handleUnmatched(req: Request, res: Response): boolean };
export const UNMATCHED_ROUTE_HANDLER = 'UNMATCHED_ROUTE_HANDLER';

export const SERVER_ERROR = 'Server error.';

/**
 * True for the 404 of Nest's own not-found handler (no route matched). It throws
 * `NotFoundException("Cannot <METHOD> <url>")`; req.route cannot tell, since Nest mounts
 * middleware as routes.
 */
export function isUnmatchedRoute(exception: HttpException, req: Request): boolean {
  return exception instanceof NotFoundException && exception.message === `Cannot ${req.method} ${req.originalUrl}`;
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

/**
 * The one exception filter. Bad input -> 400 `{field: [messages]}`; module errors -> their status
 * with `{detail, code}`; Nest HTTP exceptions -> `{detail}`; anything else -> 500 `{detail}`, logged.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  constructor(@Optional() @Inject(UNMATCHED_ROUTE_HANDLER) private readonly unmatched?: UnmatchedRouteHandler) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (res.headersSent) {
      this.logger.error({ err: exception }, 'Error after the response was sent');
      res.end();
      return;
    }

    if (exception instanceof RequestValidationError) {
      res.status(HttpStatus.BAD_REQUEST).json(exception.fieldErrors);
      return;
    }
    if (exception instanceof z.ZodError) {
      res.status(HttpStatus.BAD_REQUEST).json(toFieldErrors(exception));
      return;
    }
    if (exception instanceof ModuleError) {
      res.status(exception.status).json({ detail: exception.detail, code: exception.code });
      return;
    }
    if (exception instanceof HttpException) {
      const noRoute = isUnmatchedRoute(exception, req);
      if (noRoute && this.unmatched?.handleUnmatched(req, res)) return;
      const status = exception.getStatus();
      if (status >= 500) this.logger.error({ err: exception }, detailOf(exception));
      res.status(status).json({ detail: noRoute ? ERRORS.notFound : detailOf(exception) });
      return;
    }

    this.logger.error({ err: exception, method: req.method, url: req.originalUrl }, 'Unhandled error');
    res.status(HttpStatus.INTERNAL_SERVER_ERROR).json({ detail: SERVER_ERROR });
  }
}
