import { AUTH_MESSAGES } from '@events/contracts/auth';
import { ERRORS } from '@events/contracts/messages';

/** HTTP status a module error answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

export type ErrorDefinition = { readonly status: ErrorStatus; readonly detail: string };

/** An unknown item, or one whose existence is not the caller's to learn (another user's): 404 "Not found." */
export const NOT_FOUND: ErrorDefinition = { status: 404, detail: ERRORS.notFound };

/** Signed in, but without the role or the ownership the call needs. */
export const PERMISSION_DENIED: ErrorDefinition = { status: 403, detail: AUTH_MESSAGES.permissionDenied };

/** Over a rate limit; the error carries the seconds until the next try (Retry-After). */
export const THROTTLED: ErrorDefinition = { status: 429, detail: AUTH_MESSAGES.throttled };

/**
 * Base of every module's single error type. A module declares its code union and the user-facing
 * message of each code (spec wording), and its class over that table (moduleErrorOf), e.g.
 *
 *     export type TaxonomyErrorCode = 'event_type_not_found';
 *     const TAXONOMY_ERRORS: Record<TaxonomyErrorCode, ErrorDefinition> = { event_type_not_found: NOT_FOUND };
 *     export class TaxonomyError extends moduleErrorOf(TAXONOMY_ERRORS) {}
 *
 * The exception filter answers it with `status` and `{detail, code}`, and with Retry-After when the error says how
 * long the client is to wait (a 429 of a rate limit).
 */
export abstract class ModuleError<Code extends string = string> extends Error {
  readonly status: ErrorStatus;
  readonly detail: string;

  protected constructor(
    readonly code: Code,
    definition: ErrorDefinition,
    /** Whole seconds until the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${definition.detail}`);
    this.name = new.target.name;
    this.status = definition.status;
    this.detail = definition.detail;
  }
}

/**
 * The base of a module's error class over its table of codes: `new TaxonomyError('event_type_not_found')` answers
 * with that code's status and message; `new MetricsError('throttled', 30)` also with `Retry-After: 30`.
 */
export function moduleErrorOf<Code extends string>(definitions: Readonly<Record<Code, ErrorDefinition>>) {
  return class extends ModuleError<Code> {
    constructor(code: Code, retryAfterSeconds?: number) {
      super(code, definitions[code], retryAfterSeconds);
    }
  };
}
