import { dateFieldMessage } from '@events/contracts/form-field-rules';
import { isoToUs } from '@events/domain/date-input';
import { DateField } from '@events/ui/date-field';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { useState } from 'react';
import type { DateSelection } from './date-range-fields';
import { RangeCalendar } from './range-calendar';

const messages = plainMessages(defineMessages({
  start: { id: 'discovery.customRange.start', defaultMessage: 'Start date' },
  end: { id: 'discovery.customRange.end', defaultMessage: 'End date' },
  today: { id: 'discovery.customRange.today', defaultMessage: 'today' },
  invalidFormat: { id: 'discovery.customRange.invalidFormat', defaultMessage: 'Enter a valid date in MM/DD/YYYY format.' },
  invalidDate: { id: 'discovery.customRange.invalidDate', defaultMessage: 'Enter a valid date.' },
  notBefore: { id: 'discovery.customRange.notBefore', defaultMessage: 'Date must not be earlier than {min}' },
}));

export type CustomRangeProps = { value: DateSelection; onChange: (value: DateSelection) => void; today: string };

/** The custom date range of a search: MM/DD/YYYY start and end fields over the 2-month calendar. */
export function CustomRange({ value, onChange, today }: CustomRangeProps) {
  const intl = useAppIntl();
  const start = value.start ?? today;
  const end = value.end ?? start;
  return (
    <div className="custom-range">
      <div className="custom-range__inputs">
        <DateTextField
          label={intl.formatMessage(messages.start)}
          name="Start date"
          value={start}
          min={today}
          onValid={(iso) => onChange({ start: iso, end: end < iso ? iso : end })}
        />
        <DateTextField
          label={intl.formatMessage(messages.end)}
          name="End date"
          value={end}
          min={start}
          minLabel={start === today ? intl.formatMessage(messages.today) : isoToUs(start)}
          onValid={(iso) => onChange({ start, end: iso })}
        />
      </div>
      <RangeCalendar start={start} end={end} min={today} onChange={(range) => onChange({ start: range.start, end: range.end ?? range.start })} />
    </div>
  );
}

/** The date field's message (dateFieldMessage's cases) in the reader's language. */
function dateError(intl: IntlShape, reading: string, minLabel: string | undefined): string {
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(reading)) return intl.formatMessage(messages.invalidDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(reading)) return intl.formatMessage(messages.invalidFormat);
  const time = Date.parse(`${reading}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== reading) return intl.formatMessage(messages.invalidDate);
  return intl.formatMessage(messages.notBefore, { min: minLabel ?? intl.formatMessage(messages.today) });
}

type DateTextFieldProps = {
  label: string;
  /** The field's name (the visible label is in the reader's language). */
  name: string;
  value: string;
  min: string;
  minLabel?: string;
  onValid: (iso: string) => void;
};

/**
 * The kit's MM/DD/YYYY field (slashes inserted while typing, padded on blur) checked on blur and on Enter, as a
 * filter does: a date within the bounds is applied at once, anything else gets the spec's message beneath.
 */
function DateTextField({ label, name, value, min, minLabel, onValid }: DateTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // A date changed elsewhere (the calendar, the other field) replaces what the field shows (React's "adjusting
  // state when a prop changes": no effect, no remount, so focus stays where it is).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
    setError(null);
  }

  const intl = useAppIntl();
  const check = (reading: string) => {
    const message = dateFieldMessage(reading, { min, minLabel });
    setError(message === undefined ? null : dateError(intl, reading, minLabel));
    if (!message && reading !== value) onValid(reading);
  };

  return (
    <DateField
      label={label}
      name={name}
      value={draft}
      formatHint={false}
      errors={error ? [error] : undefined}
      onChange={setDraft}
      onRead={check}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
