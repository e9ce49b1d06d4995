import { useState, type Ref } from 'react';
import { FieldFrame, type ControlledFieldProps } from './field-frame.js';

export type NumberFieldProps = ControlledFieldProps<number | null> & {
  min?: number | undefined;
  max?: number | undefined;
  /** 1 (the default) for whole numbers; "any" for decimals. */
  step?: number | 'any' | undefined;
  placeholder?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

function textOf(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

/**
 * A number (spec section 5). The form's value is a number, or null when the field is empty; the bounds are the
 * schema's (boundedNumber of @events/contracts: 'Value must be between {min} and {max}.', 'The minimum value is
 * {n}.', 'The maximum value is {n}.'); min and max here only tell the browser's spin buttons.
 */
export function NumberField({ label, name, value, onChange, onBlur, description, errors, required, disabled, className, min, max, step = 1, placeholder, ref }: NumberFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  const current = value ?? null;
  const [own, setOwn] = useState(current);
  if (own !== current && !(Number.isNaN(own) && Number.isNaN(current))) {
    setOwn(current);
    setText(textOf(value));
  }

  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const next = event.target.value.trim() === '' ? null : event.target.valueAsNumber;
            setOwn(next);
            if (next !== current) onChange(next);
          }}
          onBlur={() => onBlur?.()}
        />
      )}
    </FieldFrame>
  );
}
