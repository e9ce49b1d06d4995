import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { ruleFrequencyOf } from '@events/domain/recurrence';
import { Button } from '@events/ui/button';
import { DateField } from '@events/ui/date-field';
import { TimeField } from '@events/ui/time-field';
import { FieldErrorList } from '@events/ui/field-error-list';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { summarizeRecurrenceIn } from '../utils/recurrence-summary';
import type { EntryErrors } from '../utils/series-problems';
import { DateListField } from './date-list-field';
import { OccurrencePreview } from './occurrence-preview';
import { RuleEndFields } from './rule-end-fields';
import { RuleFields } from './rule-fields';

const messages = plainMessages(defineMessages({
  legend: { id: 'producer.dateEntry.legend', defaultMessage: 'Date {number}' },
  startDate: { id: 'producer.dateEntry.startDate', defaultMessage: 'Start date' },
  startTime: { id: 'producer.dateEntry.startTime', defaultMessage: 'Start time' },
  endTime: { id: 'producer.dateEntry.endTime', defaultMessage: 'End time' },
  endTimeHelp: { id: 'producer.dateEntry.endTimeHelp', defaultMessage: 'Earlier than the start: ends the next day.' },
  exceptions: { id: 'producer.dateEntry.exceptions', defaultMessage: 'Exceptions' },
  exceptionsHelp: { id: 'producer.dateEntry.exceptionsHelp', defaultMessage: 'Dates the rule skips.' },
  extraDates: { id: 'producer.dateEntry.extraDates', defaultMessage: 'Extra dates' },
  extraDatesHelp: { id: 'producer.dateEntry.extraDatesHelp', defaultMessage: 'Dates added to the rule, at the same times.' },
  remove: { id: 'producer.dateEntry.remove', defaultMessage: 'Remove date {number}' },
}));

export type DateEntryEditorProps = {
  /** 0-based; the legend says "Date 1". */
  index: number;
  series: RecurrenceSeries;
  onChange: (series: RecurrenceSeries) => void;
  /** Null when the entry may not be removed (the only one). */
  onRemove: (() => void) | null;
  timeZone: string;
  /** The earliest first date: today, or an existing entry's own past date (spec section 5). */
  minDate: string;
  errors: EntryErrors;
};

function summaryOf(intl: IntlShape, series: RecurrenceSeries): string {
  try {
    return summarizeRecurrenceIn(intl, series);
  } catch {
    return '';
  }
}

/**
 * One date entry: its first date and time range, how it repeats, when it ends, its exceptions and extra dates,
 * then the plain-words summary and the next dates in the venue's zone.
 */
export function DateEntryEditor({ index, series, onChange, onRemove, timeZone, minDate, errors }: DateEntryEditorProps) {
  const intl = useAppIntl();
  const repeats = series.frequency !== 'once';
  const summary = summaryOf(intl, series);
  return (
    <fieldset className="recurrence__entry" data-testid="date-entry">
      <legend className="recurrence__legend">{intl.formatMessage(messages.legend, { number: index + 1 })}</legend>
      <div className="ui-form__row">
        <DateField
          label={intl.formatMessage(messages.startDate)}
          name={`dates.${index}.dtstart`}
          required
          value={series.dtstart}
          onChange={(dtstart) => onChange({ ...series, dtstart })}
          errors={errors.dtstart}
        />
        <TimeField
          label={intl.formatMessage(messages.startTime)}
          name={`dates.${index}.time_start`}
          required
          value={series.timeStart}
          onChange={(timeStart) => onChange({ ...series, timeStart })}
          errors={errors.time_start}
        />
        <TimeField
          label={intl.formatMessage(messages.endTime)}
          name={`dates.${index}.time_end`}
          description={intl.formatMessage(messages.endTimeHelp)}
          value={series.timeEnd ?? ''}
          onChange={(timeEnd) => onChange({ ...series, timeEnd: timeEnd === '' ? null : timeEnd })}
          errors={errors.time_end}
        />
      </div>
      <RuleFields series={series} onChange={onChange} intervalErrors={errors.interval ?? []} />
      {ruleFrequencyOf(series) !== null && (
        <RuleEndFields
          end={series.end}
          dtstart={series.dtstart}
          onChange={(end) => onChange({ ...series, end })}
          countErrors={errors.count ?? []}
          untilErrors={errors.until ?? []}
        />
      )}
      {repeats && (
        <DateListField
          label={intl.formatMessage(messages.exceptions)}
          description={intl.formatMessage(messages.exceptionsHelp)}
          value={series.exdates}
          onChange={(exdates) => onChange({ ...series, exdates })}
          min={series.dtstart}
          errors={errors.exdates ?? []}
        />
      )}
      <DateListField
        label={intl.formatMessage(messages.extraDates)}
        description={intl.formatMessage(messages.extraDatesHelp)}
        value={series.rdates}
        onChange={(rdates) => onChange({ ...series, rdates })}
        min={minDate}
        errors={errors.rdates ?? []}
      />
      <FieldErrorList messages={errors.date_recur ?? []} role="alert" />
      {summary && (
        <p className="recurrence__summary" data-testid="recurrence-summary">
          {summary}
        </p>
      )}
      <OccurrencePreview series={series} timeZone={timeZone} />
      {onRemove && (
        <Button variant="secondary" onClick={onRemove}>
          {intl.formatMessage(messages.remove, { number: index + 1 })}
        </Button>
      )}
    </fieldset>
  );
}
