import { FieldFrame } from '@events/ui/field-frame';
import type { Ref, TextareaHTMLAttributes } from 'react';

export type CountedTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  /** The field's limit; the counter reads "n of limit characters" (shared field rules). */
  limit: number;
  /** The current text, counted in characters (not UTF-16 units). */
  value: string;
  errors?: readonly string[];
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line text with its character counter, for the venue's long text fields. */
export function CountedTextArea({ label, limit, value, errors, required, ref, ...textarea }: CountedTextAreaProps) {
  return (
    <FieldFrame label={label} description={`${Array.from(value).length} of ${limit} characters`} errors={errors} required={required}>
      {(control) => <textarea rows={5} {...textarea} ref={ref} {...control} />}
    </FieldFrame>
  );
}
