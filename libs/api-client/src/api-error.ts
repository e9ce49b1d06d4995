import type { FieldErrors } from '@events/contracts/lists';

/**
 * - `network`: no answer at all (offline, DNS, refused connection); status 0.
 * - `http`: a non-2xx answer; 400 carries the field error map.
 * - `invalid-response`: a 2xx answer whose body does not match the caller's schema.
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

type ApiErrorInit = {
  kind: ApiErrorKind;
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
  detail?: string | null;
  code?: string | null;
  cause?: unknown;
};

/** Marks ApiError instances across bundles: a remote's copy of this module and the shell's agree on it. */
const API_ERROR_BRAND = Symbol.for('@events/api-client/ApiError');

export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** `{field: [messages]}` of a 400 answer, with root-level problems under `nonFieldErrors`; empty otherwise. */
  readonly fieldErrors: FieldErrors;
  /** The `detail` of a 401/403/404 answer, when it has one. */
  readonly detail: string | null;
  /** The machine-readable `code` of the answer, when it has one (e.g. SIGN_UP_REQUIRED_CODE on a 403). */
  readonly code: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.detail = init.detail ?? null;
    this.code = init.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && API_ERROR_BRAND in error;
}

const NON_FIELD_KEYS: Readonly<Record<string, string>> = {
  nonFieldErrors: 'nonFieldErrors',
  non_field_errors: 'nonFieldErrors',
  detail: 'nonFieldErrors',
};

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns a 400 body into the field error map; a bare string or list becomes `nonFieldErrors`. */
export function toFieldErrors(body: unknown): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    if (messages.length > 0) (out[field] ??= []).push(...messages);
  };
  if (!isRecord(body)) {
    add('nonFieldErrors', messagesOf(body));
    return out;
  }
  for (const [key, value] of Object.entries(body)) {
    if (isRecord(value)) {
      // Nested objects (an address inside a venue) are flattened to dotted names.
      for (const [field, messages] of Object.entries(toFieldErrors(value))) add(`${key}.${field}`, messages);
    } else {
      add(NON_FIELD_KEYS[key] ?? key, messagesOf(value));
    }
  }
  return out;
}

/** The typed error of a non-2xx answer, from its status and (already parsed) body. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : null;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
  if (status === 400) {
    return new ApiError({
      kind: 'http',
      status,
      message: detail ?? 'The request was not valid.',
      fieldErrors: toFieldErrors(body),
      detail,
      code,
    });
  }
  return new ApiError({ kind: 'http', status, message: detail ?? `Request failed with status ${status}.`, detail, code });
}
