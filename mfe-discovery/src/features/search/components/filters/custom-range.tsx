import { dateFieldMessage } from '@events/contracts/form-field-rules';
import { isoToUs } from '@events/domain/date-input';
import { DateField } from '@events/ui/date-field';
import { useState } from 'react';
import type { DateSelection } from './date-range-fields';
import { RangeCalendar } from './range-calendar';

export type CustomRangeProps = { value: DateSelection; onChange: (value: DateSelection) => void; today: string };

/** The custom date range of a search: MM/DD/YYYY start and end fields over the 2-month calendar. */
export function CustomRange({ value, onChange, today }: CustomRangeProps) {
  const start = value.start ?? today;
  const end = value.end ?? start;
  return (
    <div className="custom-range">
      <div className="custom-range__inputs">
        <DateTextField
          label="Start date"
          value={start}
          min={today}
          onValid={(iso) => onChange({ start: iso, end: end < iso ? iso : end })}
        />
        <DateTextField
          label="End date"
          value={end}
          min={start}
          minLabel={start === today ? 'today' : isoToUs(start)}
          onValid={(iso) => onChange({ start, end: iso })}
        />
      </div>
      <RangeCalendar start={start} end={end} min={today} onChange={(range) => onChange({ start: range.start, end: range.end ?? range.start })} />
    </div>
  );
}

type DateTextFieldProps = {
  label: string;
  value: string;
  min: string;
  minLabel?: string;
  onValid: (iso: string) => void;
};

/**
 * The kit's MM/DD/YYYY field (slashes inserted while typing, padded on blur) checked on blur and on Enter, as a
 * filter does: a date within the bounds is applied at once, anything else gets the spec's message beneath.
 */
function DateTextField({ label, value, min, minLabel, onValid }: DateTextFieldProps) {
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

  const check = (reading: string) => {
    const message = dateFieldMessage(reading, { min, minLabel });
    setError(message ?? null);
    if (!message && reading !== value) onValid(reading);
  };

  return (
    <DateField
      label={label}
      name={label}
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
