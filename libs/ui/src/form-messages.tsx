import type { FieldErrors as ApiFieldErrors } from '@events/contracts/lists';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A field's error, or that of a field whose value is not a plain value (react-hook-form's Merge of the two). */
export type FieldErrorLike = Pick<FieldError, 'message' | 'types'>;

/** The messages of one react-hook-form field error: the server's list, or the schema's message. */
export function messagesOf(error: FieldErrorLike | undefined): string[] {
  if (!error) return [];
  if (error.types) {
    return Object.values(error.types).flatMap((value) => {
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    });
  }
  return error.message ? [error.message] : [];
}

/**
 * Puts the server's per-field messages on the fields the form shows (each field keeps all its messages; they
 * clear when the field is edited and validates again).
 */
export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: ApiFieldErrors, shown: readonly Path<T>[]): void {
  for (const name of shown) {
    const messages = fields[name];
    if (!messages || messages.length === 0) continue;
    setError(name, {
      type: 'server',
      message: messages.join(' '),
      types: Object.fromEntries(messages.map((message, i) => [`server${i}`, message])),
    });
  }
}
