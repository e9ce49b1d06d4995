import { useId, type ReactNode } from 'react';

export type FieldsetFrameProps = {
  legend: string;
  description?: string | undefined;
  errors?: readonly string[] | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/**
 * A group of controls answering one question (weekdays, age groups), with its legend, help and errors tied to
 * the group, so a screen reader reads them on entering it: FieldFrame for several controls.
 */
export function FieldsetFrame({ legend, description, errors = [], required, className, children }: FieldsetFrameProps) {
  const id = useId();
  const invalid = errors.length > 0;
  const describedBy = [description && `${id}-description`, invalid && `${id}-errors`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['ui-fieldset', invalid && 'ui-field--invalid', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      <legend className="ui-field__label">
        {legend}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {description && (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      )}
      {children}
      {invalid && (
        <ul id={`${id}-errors`} className="ui-field__errors">
          {errors.map((message, i) => (
            <li key={`${i}-${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
