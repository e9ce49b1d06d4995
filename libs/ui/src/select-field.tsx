import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

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
export function SelectField({ label, name, description, errors = [], required, className, ref, children, ...select }: SelectFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy = [description && descriptionId, invalid && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', invalid && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <span className="ui-field__label-row">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      {description && (
        <p id={descriptionId} className="ui-field__description">
          {description}
        </p>
      )}
      <select
        {...select}
        ref={ref}
        id={id}
        name={name}
        required={required}
        className="ui-field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        {children}
      </select>
      {invalid && (
        <ul id={errorId} className="ui-field__errors">
          {errors.map((message, i) => (
            <li key={`${i}-${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
