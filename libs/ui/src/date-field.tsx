import { autoSlash, dateFieldText, dateFieldValue, parseUsDate } from '@events/domain/date-input';
import { useState, type Ref } from 'react';
import { FieldFrame, type ControlledFieldProps } from './field-frame.js';

export type DateFieldProps = ControlledFieldProps<string> & {
  ref?: Ref<HTMLInputElement>;
};

/** What the form gets while the user types: the ISO date once the text is a whole date, else the text. */
function valueWhileTyping(text: string): string {
  const result = parseUsDate(text);
  return result.ok ? result.iso : text;
}

/**
 * A MM/DD/YYYY date (spec section 5): slashes inserted while typing, day, month and year padded on blur. The
 * form's value is yyyy-MM-dd once the text is a date and the text itself otherwise, so the form's schema
 * (requiredDate / dateFieldMessage of @events/contracts) gives the spec's messages, bounds included.
 */
export function DateField({ label, name, value, onChange, onBlur, description, errors, required, disabled, className, ref }: DateFieldProps) {
  const [text, setText] = useState(() => dateFieldText(value));
  // The value this field last gave the form: a different one comes from outside (a reset, another field) and
  // replaces the text; the field's own changes leave what the user typed alone.
  const current = value ?? '';
  const [own, setOwn] = useState(current);
  if (own !== current) {
    setOwn(current);
    setText(dateFieldText(value));
  }

  const emit = (next: string) => {
    setOwn(next);
    if (next !== current) onChange(next);
  };

  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className} hint="MM/DD/YYYY">
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          maxLength={10}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const next = autoSlash(event.target.value);
            setText(next);
            emit(valueWhileTyping(next));
          }}
          onBlur={() => {
            const next = dateFieldValue(text);
            setText(dateFieldText(next));
            emit(next);
            onBlur?.();
          }}
        />
      )}
    </FieldFrame>
  );
}
