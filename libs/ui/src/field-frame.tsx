import { useId, type ReactNode } from 'react';
import { FieldErrorList } from './field-error-list.js';

/** The mark beside a required field's name: a symbol, the same in every language, hidden from assistive technology. */
export const REQUIRED_MARK = '*';

/** What the frame gives its control: its id, and the aria attributes that tie it to the help and errors. */
export type FieldControlProps = {
  id: string;
  required: boolean | undefined;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** What a field and a group of fields (FieldsetFrame) tell about their answer besides its name. */
export type FieldHelpProps = {
  /** Help shown under the label and read with the field. */
  description?: string | undefined;
  /** Messages shown under the field; any message marks the field invalid. */
  errors?: readonly string[] | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
};

export type FieldFrameProps = FieldHelpProps & {
  label: string;
  /** Shown under the control and read with it (a character counter, a format hint). */
  hint?: ReactNode;
  /** The control (input, select), given its id and aria attributes. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A form field's label, required mark, description and error messages around its control, tied to it
 * (aria-describedby, aria-invalid), so a screen reader reads label, help and errors together: the frame of
 * TextField and SelectField.
 */
export function FieldFrame({ label, description, errors = [], required, className, hint, children }: FieldFrameProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const invalid = errors.length > 0;
  const describedBy = [description && descriptionId, hint !== undefined && hintId, invalid && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', invalid && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <span className="ui-field__label-row">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays exactly `label`; `required` tells assistive technology. */}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {REQUIRED_MARK}
          </span>
        )}
      </span>
      {description && (
        <p id={descriptionId} className="ui-field__description">
          {description}
        </p>
      )}
      {children({ id, required, className: 'ui-field__input', 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy })}
      {hint !== undefined && (
        <div id={hintId} className="ui-field__hint">
          {hint}
        </div>
      )}
      <FieldErrorList id={errorId} messages={errors} />
    </div>
  );
}

/**
 * The props of a form kit field driven by its value (react-hook-form's `Controller`: spread its `field`, pass
 * `errors={messagesOf(fieldState.error)}`).
 */
export type ControlledFieldProps<V> = FieldHelpProps & {
  label: string;
  name: string;
  /** Missing (undefined, null) reads as empty. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Called when focus leaves the field (react-hook-form marks it touched and validates). */
  onBlur?: (() => void) | undefined;
  disabled?: boolean | undefined;
};
