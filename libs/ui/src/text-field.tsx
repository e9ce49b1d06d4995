import { useId, type InputHTMLAttributes, type Ref } from 'react';

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
export function TextField({ label, name, description, errors = [], required, className, ref, ...input }: TextFieldProps) {
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
        {/* Outside the label, so the field's name stays exactly `label`; `required` tells assistive technology. */}
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
      <input
        {...input}
        ref={ref}
        id={id}
        name={name}
        required={required}
        className="ui-field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
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
