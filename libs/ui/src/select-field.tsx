import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.js';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  name: string;
  /** Help shown under the label and read with the field. */
  description?: string;
  /** Messages shown under the field; any message marks the field invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A labelled select with its description and error messages tied to it, like TextField. */
export function SelectField({ label, name, description, errors, required, className, ref, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className}>
      {(control) => (
        <select {...select} ref={ref} name={name} {...control}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
