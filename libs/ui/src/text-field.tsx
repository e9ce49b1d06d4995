import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame.js';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  label: string;
  name: string;
  /** Help shown under the label and read with the field. */
  description?: string;
  /** Messages shown under the field; any message marks the field invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input with its description and error messages tied to it (aria-describedby, aria-invalid), so
 * a screen reader reads label, help and errors together.
 */
export function TextField({ label, name, description, errors, required, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className}>
      {(control) => <input {...input} ref={ref} name={name} {...control} />}
    </FieldFrame>
  );
}
