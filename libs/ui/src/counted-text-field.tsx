import type { Ref } from 'react';
import { defineMessage } from '@events/api-client/intl';
import { FieldFrame, type ControlledFieldProps } from './field-frame.js';
import { useAppIntl } from './i18n/app-intl.js';

const counterMessage = defineMessage<{ length: string; max: string }>({ id: 'ui.characterCounter.text', defaultMessage: '{length} / {max}' });

export type CountedTextFieldProps = ControlledFieldProps<string> & {
  /** The longest accepted text; with one, a counter "n / max" shows under the field (spec section 5). */
  maxLength?: number | undefined;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number | undefined;
  type?: 'text' | 'email' | 'tel' | undefined;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | undefined;
  autoComplete?: string | undefined;
  placeholder?: string | undefined;
  spellCheck?: boolean | undefined;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** "n / max" under a field with a maximum; over the maximum it is marked (the schema's message says why). */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  const intl = useAppIntl();
  // Digits only, no grouping ("34 / 2000"), as the spec shows it.
  const count = (n: number) => intl.formatNumber(n, { useGrouping: false });
  return (
    <span className={['ui-counter', length > max && 'ui-counter--over'].filter(Boolean).join(' ')}>
      {intl.formatMessage(counterMessage, { length: count(length), max: count(max) })}
    </span>
  );
}

/**
 * A text input or textarea with a character counter whenever a maximum exists. The maximum is not enforced
 * while typing (pasted text keeps its end visible): the form's schema (requiredText / optionalText of
 * @events/contracts) says 'This field is limited to {n} characters.'.
 */
export function CountedTextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  description,
  errors,
  required,
  disabled,
  className,
  maxLength,
  rows,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  spellCheck,
  ref,
}: CountedTextFieldProps) {
  const text = value ?? '';
  const hint = maxLength === undefined ? undefined : <CharacterCounter length={text.length} max={maxLength} />;
  const shared = { name, value: text, disabled, placeholder, spellCheck, onBlur: () => onBlur?.() };
  return (
    <FieldFrame label={label} description={description} errors={errors} required={required} className={className} hint={hint}>
      {(control) =>
        rows === undefined ? (
          <input
            {...control}
            {...shared}
            ref={ref}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <textarea {...control} {...shared} ref={ref} rows={rows} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FieldFrame>
  );
}
