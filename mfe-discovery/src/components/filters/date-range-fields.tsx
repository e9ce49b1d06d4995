import type { DatePreset } from '@events/contracts/reference';
import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense, useId, useState } from 'react';
import { autoSlash, isoToUs, padDate, parseUsDate } from '@events/domain/date-input';
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

/** A MM/DD/YYYY field: slashes inserted while typing, padded on blur, the spec's messages beneath. */
function DateTextField({ label, value, min, minLabel, onValid }: DateTextFieldProps) {
  const id = useId();
  const [text, setText] = useState(isoToUs(value));
  const [error, setError] = useState<string | null>(null);
  // A date changed elsewhere (the calendar, the other field) replaces what the field shows (React's "adjusting
  // state when a prop changes": no effect, no remount, so focus stays where it is).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(isoToUs(value));
    setError(null);
  }

  const check = (raw: string) => {
    const padded = padDate(raw);
    setText(padded);
    const result = parseUsDate(padded, { min, minLabel });
    if (result.ok) {
      setError(null);
      if (result.iso !== value) onValid(result.iso);
    } else {
      setError(result.message);
    }
  };

  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ui-field__input"
        inputMode="numeric"
        autoComplete="off"
        placeholder="MM/DD/YYYY"
        maxLength={10}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(autoSlash(event.target.value))}
        onBlur={(event) => check(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            check(event.currentTarget.value);
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__errors">
          {error}
        </p>
      )}
    </div>
  );
}
