import type { FieldErrors } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (no `u` flag: code units). */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True for text PostgreSQL can store: no U+0000 (text columns refuse it: a 500 at the first INSERT or comparison)
 * and well-formed UTF-16 (an unpaired surrogate, which only a crafted JSON escape can send, has no UTF-8 form).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * The field errors of every string in a request's input (values and object keys, at any depth) that is not
 * storable text, keyed as the API's field error map keys zod's issues (`a.0.b`; the root is `nonFieldErrors`).
 */
export function unstorableTextErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const visit = (value: unknown, path: readonly string[]): void => {
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors[path.length > 0 ? path.join('.') : 'nonFieldErrors'] = [VALIDATION.nullCharacters];
      return;
    }
    // Bytes (an uploaded file) hold no text; walking a 10 MB buffer entry by entry would cost gigabytes.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return;
    for (const [key, child] of Object.entries(value)) {
      visit(key, [...path, key]);
      visit(child, [...path, key]);
    }
  };
  visit(input, []);
  return errors;
}
