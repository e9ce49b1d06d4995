import { autoSlash, dateFieldText, dateFieldValue, parseUsDate } from '@events/domain/date-input';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { FieldFrame, type ControlledFieldProps } from './field-frame.js';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  // The order the field reads (month, day, year: spec section 5), in the reader's letters.
  format: { id: 'ui.dateField.format', defaultMessage: 'MM/DD/YYYY' },
});

export type DateFieldProps = ControlledFieldProps<string> & {
  ref?: Ref<HTMLInputElement>;
  /** Called with the field's reading each time it reads the text (on blur and on Enter): a filter checks it then. */
  onRead?: ((value: string) => void) | undefined;
  /** Called after the field has read the text on Enter (a filter may stop the form's submission). */
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  /** The format hint under the field (read with it); false leaves it to the placeholder. */
  formatHint?: boolean | undefined;
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
export function DateField({ label, name, value, onChange, onBlur, onRead, onKeyDown, description, errors, required, disabled, className, formatHint = true, ref }: DateFieldProps) {
  const intl = useAppIntl();
  const format = intl.formatMessage(messages.format);
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

  /** Pads what was typed and gives the form its reading (on blur, and on Enter before a form submits). */
  const read = () => {
    const next = dateFieldValue(text);
    setText(dateFieldText(next));
    emit(next);
    onRead?.(next);
  };

  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className} hint={formatHint ? format : undefined}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={format}
          maxLength={10}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const next = autoSlash(event.target.value);
            setText(next);
            emit(valueWhileTyping(next));
          }}
          onBlur={() => {
            read();
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') read();
            onKeyDown?.(event);
          }}
        />
      )}
    </FieldFrame>
  );
}
