import type { RecurrenceEnd } from '@events/contracts/recurrence';
import { isoToUsDate } from '@events/contracts/form-field-rules';
import { DateField } from '@events/ui/date-field';
import { NumberField } from '@events/ui/number-field';
import { useId } from 'react';

export type RuleEndFieldsProps = {
  end: RecurrenceEnd;
  /** The first date: an end date starts there. */
  dtstart: string;
  onChange: (end: RecurrenceEnd) => void;
  countErrors: readonly string[];
  untilErrors: readonly string[];
};

const CHOICES = [
  { type: 'never', label: 'Never' },
  { type: 'count', label: 'After a number of times' },
  { type: 'until', label: 'On a date' },
] as const;

/** When a repeating entry stops: never, after a count, or on a date. */
export function RuleEndFields({ end, dtstart, onChange, countErrors, untilErrors }: RuleEndFieldsProps) {
  const id = useId();
  const choose = (type: RecurrenceEnd['type']) => {
    if (type === 'never') onChange({ type });
    else if (type === 'count') onChange({ type, count: end.type === 'count' ? end.count : 10 });
    else onChange({ type, until: end.type === 'until' ? end.until : dtstart });
  };
  return (
    <fieldset className="recurrence__end">
      <legend className="ui-field__label">Ends</legend>
      <div className="recurrence__choices">
        {CHOICES.map((choice) => (
          <span key={choice.type} className="recurrence__choice">
            <input id={`${id}-${choice.type}`} type="radio" name={`${id}-end`} checked={end.type === choice.type} onChange={() => choose(choice.type)} />
            <label htmlFor={`${id}-${choice.type}`}>{choice.label}</label>
          </span>
        ))}
      </div>
      {end.type === 'count' && (
        <NumberField
          label="Number of times"
          name="count"
          min={1}
          max={1000}
          value={Number.isNaN(end.count) ? null : end.count}
          onChange={(count) => onChange({ type: 'count', count: count ?? Number.NaN })}
          errors={countErrors}
        />
      )}
      {end.type === 'until' && (
        <DateField
          label="End date"
          name="until"
          description={/^\d{4}-\d{2}-\d{2}$/.test(dtstart) ? `On or after ${isoToUsDate(dtstart)}.` : undefined}
          value={end.until}
          onChange={(until) => onChange({ type: 'until', until })}
          errors={untilErrors}
        />
      )}
    </fieldset>
  );
}
