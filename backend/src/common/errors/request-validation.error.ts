import type { FieldErrors } from '@events/contracts/lists';

/** Bad input: answered 400 with the field error map `{field: [messages]}`. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';

  constructor(readonly fieldErrors: FieldErrors) {
    super(`Invalid request: ${Object.keys(fieldErrors).join(', ')}`);
  }
}
