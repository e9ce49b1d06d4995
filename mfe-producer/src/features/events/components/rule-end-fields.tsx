import type { RecurrenceEnd } from '@events/contracts/recurrence';
import { isoToUsDate } from '@events/contracts/form-field-rules';
import { DateField } from '@events/ui/date-field';
import { NumberField } from '@events/ui/number-field';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { formatShortDate } from '../utils/format-occurrence';

export type RuleEndFieldsProps = {
  end: RecurrenceEnd;
  /** The first date: an end date starts there. */
  dtstart: string;
  onChange: (end: RecurrenceEnd) => void;
  countErrors: readonly string[];
  untilErrors: readonly string[];
};

const messages = plainMessages(defineMessages({
  never: { id: 'producer.ruleEnd.never', defaultMessage: 'Never' },
  count: { id: 'producer.ruleEnd.count', defaultMessage: 'After a number of times' },
  until: { id: 'producer.ruleEnd.until', defaultMessage: 'On a date' },
  ends: { id: 'producer.ruleEnd.ends', defaultMessage: 'Ends' },
  numberOfTimes: { id: 'producer.ruleEnd.numberOfTimes', defaultMessage: 'Number of times' },
  endDate: { id: 'producer.ruleEnd.endDate', defaultMessage: 'End date' },
  onOrAfter: { id: 'producer.ruleEnd.onOrAfter', defaultMessage: 'On or after {date}.' },
}));

const CHOICES = [
  { type: 'never', label: messages.never },
  { type: 'count', label: messages.count },
  { type: 'until', label: messages.until },
] as const;

/** When a repeating entry stops: never, after a count, or on a date. */
export function RuleEndFields({ end, dtstart, onChange, countErrors, untilErrors }: RuleEndFieldsProps) {
  const intl = useAppIntl();
  const id = useId();
  const choose = (type: RecurrenceEnd['type']) => {
    if (type === 'never') onChange({ type });
    else if (type === 'count') onChange({ type, count: end.type === 'count' ? end.count : 10 });
    else onChange({ type, until: end.type === 'until' ? end.until : dtstart });
  };
  return (
    <fieldset className="recurrence__end">
      <legend className="ui-field__label">{intl.formatMessage(messages.ends)}</legend>
      <div className="recurrence__choices">
        {CHOICES.map((choice) => (
          <span key={choice.type} className="recurrence__choice">
            <input id={`${id}-${choice.type}`} type="radio" name={`${id}-end`} checked={end.type === choice.type} onChange={() => choose(choice.type)} />
            <label htmlFor={`${id}-${choice.type}`}>{intl.formatMessage(choice.label)}</label>
          </span>
        ))}
      </div>
      {end.type === 'count' && (
        <NumberField
          label={intl.formatMessage(messages.numberOfTimes)}
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
          label={intl.formatMessage(messages.endDate)}
          name="until"
          description={/^\d{4}-\d{2}-\d{2}$/.test(dtstart) ? intl.formatMessage(messages.onOrAfter, { date: intl.locale === 'en' ? isoToUsDate(dtstart) : formatShortDate(intl, dtstart) }) : undefined}
          value={end.until}
          onChange={(until) => onChange({ type: 'until', until })}
          errors={untilErrors}
        />
      )}
    </fieldset>
  );
}
