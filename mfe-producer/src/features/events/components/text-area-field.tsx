import { FieldFrame } from '@events/ui/field-frame';
import type { Ref, TextareaHTMLAttributes } from 'react';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  description?: string;
  errors?: readonly string[];
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text box with its help and errors tied to it, like TextField. */
export function TextAreaField({ label, name, description, errors, required, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className}>
      {(control) => <textarea rows={5} {...textarea} ref={ref} name={name} {...control} />}
    </FieldFrame>
  );
}
