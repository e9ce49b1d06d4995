import { useId, type ReactNode } from 'react';
import { FieldErrorList } from './field-error-list.js';
import { REQUIRED_MARK, type FieldHelpProps } from './field-frame.js';

/** The required mark after a legend, set apart from its last word. */
const LEGEND_REQUIRED_MARK = ` ${REQUIRED_MARK}`;

export type FieldsetFrameProps = FieldHelpProps & {
  legend: string;
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
            {LEGEND_REQUIRED_MARK}
          </span>
        )}
      </legend>
      {description && (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      )}
      {children}
      <FieldErrorList id={`${id}-errors`} messages={errors} />
    </fieldset>
  );
}
