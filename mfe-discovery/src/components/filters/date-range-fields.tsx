import type { DatePreset } from '@events/contracts/reference';
import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense, useId, useState } from 'react';
import { dateFieldMessage } from '@events/contracts/form-field-rules';
import { isoToUs } from '@events/domain/date-input';
import { DateField } from '@events/ui/date-field';
import { PRESET_LABELS, presetForRange, presetsFor, rangeForPreset } from '../../utils/date-range';

/** The 2-month calendar of the custom range, in its own chunk: most searches never open it. */
const RangeCalendar = lazy(() => import('./range-calendar').then((m) => ({ default: m.RangeCalendar })));

export type DateSelection = { start: string | null; end: string | null };

export type DateRangeFieldsProps = {
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  /** The searcher's local date (yyyy-MM-dd). */
  today: string;
  legend?: string;
  /** Offer "Any Date" (venues: no date filter); otherwise no dates means today. */
  allowAnyDate?: boolean;
};

type Choice = DatePreset | 'any';

function choiceOf(value: DateSelection, today: string, allowAnyDate: boolean): Choice {
  if (!value.start) return allowAnyDate ? 'any' : 'today';
  return presetForRange({ start: value.start, end: value.end ?? value.start }, today);
}

/**
 * The date range of a search: the presets Today, Tomorrow, This Weekend, Next 3 Days (left out when it is
 * the weekend), Next 7 Days, Next 30 Days, and Custom with MM/DD/YYYY fields and a 2-month calendar.
 */
export function DateRangeFields({ value, onChange, today, legend = 'Dates', allowAnyDate = false }: DateRangeFieldsProps) {
  const id = useId();
  const [customOpen, setCustomOpen] = useState(() => choiceOf(value, today, allowAnyDate) === 'custom');
  const choice: Choice = customOpen ? 'custom' : choiceOf(value, today, allowAnyDate);
  const presets = presetsFor(today);

  const onPreset = (preset: Choice) => {
    if (preset === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    if (preset === 'any') onChange({ start: null, end: null });
    else onChange(rangeForPreset(preset, today));
  };

  return (
    <div className="date-range-fields">
      <fieldset className="filter-fieldset">
        <legend className="filter-fieldset__legend">{legend}</legend>
        <div className="filter-options filter-options--columns">
          {allowAnyDate && (
            <label className="filter-option">
              <input type="radio" name={`${id}-preset`} value="any" checked={choice === 'any'} onChange={() => onPreset('any')} />
              <span>Any Date</span>
            </label>
          )}
          {presets.map((preset) => (
            <label key={preset} className="filter-option">
              <input type="radio" name={`${id}-preset`} value={preset} checked={choice === preset} onChange={() => onPreset(preset)} />
              <span>{PRESET_LABELS[preset]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' && <CustomRange value={value} onChange={onChange} today={today} />}
    </div>
  );
}

type CustomRangeProps = { value: DateSelection; onChange: (value: DateSelection) => void; today: string };

function CustomRange({ value, onChange, today }: CustomRangeProps) {
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
      <Suspense fallback={<Spinner label="Loading calendar…" />}>
        <RangeCalendar start={start} end={end} min={today} onChange={(range) => onChange({ start: range.start, end: range.end ?? range.start })} />
      </Suspense>
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
