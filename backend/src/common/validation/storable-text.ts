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

/** A value met in the walk, with the key that led to it and the entry it sits in (its path, built only on an error). */
type Visit = { readonly value: unknown; readonly key: string | null; readonly parent: Visit | null };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'nonFieldErrors';
}

/**
 * The field errors of every string in a request's input (values and object keys, at any depth) that is not
 * storable text, keyed as the API's field error map keys zod's issues (`a.0.b`; the root is `nonFieldErrors`).
 * Iterative and linear in the size of the input: no recursion to overflow, no path copied per level.
 */
export function unstorableTextErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors[pathOf(visit)] = [VALIDATION.nullCharacters];
      continue;
    }
    // Bytes (an uploaded file) hold no text; walking a 10 MB buffer entry by entry would cost gigabytes.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const entry = { value: child, key, parent: visit };
      if (!isStorableText(key)) errors[pathOf(entry)] = [VALIDATION.nullCharacters];
      pending.push(entry);
    }
  }
  return errors;
}
