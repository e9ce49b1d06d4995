import { RULE_FREQUENCIES, type RecurrenceFrequency, type RecurrenceSeries, type RuleFrequency, type WeekdayCode } from '@events/contracts/recurrence';
import { SelectField } from '@events/ui/select-field';
import { NumberField } from '@events/ui/number-field';
import { SelectOptions } from '@events/ui/select-options';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { positionOf, weekdayOf, withFrequency } from '../utils/series-edits';
import { weekdayName, weekdaysOfWeek } from '../../../i18n/calendar-names';
import { RecurrenceWeekdays } from './recurrence-weekdays';

const messages = plainMessages(defineMessages({
  once: { id: 'producer.ruleFields.frequency.once', defaultMessage: 'Does not repeat' },
  daily: { id: 'producer.ruleFields.frequency.daily', defaultMessage: 'Daily' },
  weekly: { id: 'producer.ruleFields.frequency.weekly', defaultMessage: 'Weekly' },
  monthlyByDate: { id: 'producer.ruleFields.frequency.monthlyByDate', defaultMessage: 'Monthly on the same date' },
  monthlyBySetPos: { id: 'producer.ruleFields.frequency.monthlyBySetPos', defaultMessage: 'Monthly on a weekday (e.g. 2nd Tuesday)' },
  yearly: { id: 'producer.ruleFields.frequency.yearly', defaultMessage: 'Yearly' },
  custom: { id: 'producer.ruleFields.frequency.custom', defaultMessage: 'Custom' },
  DAILY: { id: 'producer.ruleFields.ruleFrequency.days', defaultMessage: 'Days' },
  WEEKLY: { id: 'producer.ruleFields.ruleFrequency.weeks', defaultMessage: 'Weeks' },
  MONTHLY: { id: 'producer.ruleFields.ruleFrequency.months', defaultMessage: 'Months' },
  YEARLY: { id: 'producer.ruleFields.ruleFrequency.years', defaultMessage: 'Years' },
  repeats: { id: 'producer.ruleFields.repeats', defaultMessage: 'Repeats' },
  repeatBy: { id: 'producer.ruleFields.repeatBy', defaultMessage: 'Repeat by' },
  onlyListed: { id: 'producer.ruleFields.onlyListed', defaultMessage: 'Only the listed dates' },
  repeatEvery: {
    id: 'producer.ruleFields.repeatEvery',
    defaultMessage: 'Repeat every ({unit, select, days {days} weeks {weeks} months {months} other {years}})',
  },
  repeatOn: { id: 'producer.ruleFields.repeatOn', defaultMessage: 'Repeat on' },
  weekOfMonth: { id: 'producer.ruleFields.weekOfMonth', defaultMessage: 'Week of the month' },
  weekday: { id: 'producer.ruleFields.weekday', defaultMessage: 'Weekday' },
  position: { id: 'producer.ruleFields.position', defaultMessage: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' },
  last: { id: 'producer.ruleFields.position.last', defaultMessage: 'Last' },
}));

const FREQUENCIES: readonly RecurrenceFrequency[] = ['once', 'daily', 'weekly', 'monthlyByDate', 'monthlyBySetPos', 'yearly', 'custom'];
const FREQUENCY_LABELS: Record<RecurrenceFrequency, MessageDescriptor> = messages;
const RULE_FREQUENCY_LABELS: Record<RuleFrequency, MessageDescriptor> = messages;
type Unit = 'days' | 'weeks' | 'months' | 'years';
const RULE_UNITS: Record<RuleFrequency, Unit> = { DAILY: 'days', WEEKLY: 'weeks', MONTHLY: 'months', YEARLY: 'years' };
const INTERVAL_UNITS: Partial<Record<RecurrenceFrequency, Unit>> = { daily: 'days', weekly: 'weeks', monthlyByDate: 'months', monthlyBySetPos: 'months', yearly: 'years' };

const POSITIONS = [1, 2, 3, 4, -1] as const;

export type RuleFieldsProps = {
  series: RecurrenceSeries;
  onChange: (series: RecurrenceSeries) => void;
  /** Messages of the interval field (its range). */
  intervalErrors: readonly string[];
};

/** How a date entry repeats: the frequency, every how many periods, and on which weekdays or weekday position. */
export function RuleFields({ series, onChange, intervalErrors }: RuleFieldsProps) {
  const intl = useAppIntl();
  const unit = series.frequency === 'custom' ? series.ruleFrequency && RULE_UNITS[series.ruleFrequency] : INTERVAL_UNITS[series.frequency];
  const showWeekdays = series.frequency === 'weekly' || (series.frequency === 'custom' && series.ruleFrequency !== null && series.ruleFrequency !== 'YEARLY');
  return (
    <div className="recurrence__rule">
      <div className="ui-form__row">
        <SelectField
          label={intl.formatMessage(messages.repeats)}
          name="frequency"
          value={series.frequency}
          onChange={(e) => onChange(withFrequency(series, e.target.value as RecurrenceFrequency))}
        >
          <SelectOptions options={FREQUENCIES.map((value) => ({ value, label: intl.formatMessage(FREQUENCY_LABELS[value]) }))} />
        </SelectField>
        {series.frequency === 'custom' && (
          <SelectField
            label={intl.formatMessage(messages.repeatBy)}
            name="rule_frequency"
            value={series.ruleFrequency ?? ''}
            onChange={(e) => onChange({ ...series, ruleFrequency: e.target.value === '' ? null : (e.target.value as RuleFrequency), interval: 1 })}
          >
            <option value="">{intl.formatMessage(messages.onlyListed)}</option>
            <SelectOptions options={RULE_FREQUENCIES.map((value) => ({ value, label: intl.formatMessage(RULE_FREQUENCY_LABELS[value]) }))} />
          </SelectField>
        )}
        {unit && (
          <NumberField
            label={intl.formatMessage(messages.repeatEvery, { unit })}
            name="interval"
            min={1}
            max={99}
            value={Number.isNaN(series.interval) ? null : series.interval}
            onChange={(interval) => onChange({ ...series, interval: interval ?? Number.NaN })}
            errors={intervalErrors}
          />
        )}
      </div>
      {showWeekdays && (
        <RecurrenceWeekdays
          label={intl.formatMessage(messages.repeatOn)}
          name="byweekday"
          value={series.byweekday}
          onChange={(byweekday) => onChange({ ...series, byweekday })}
        />
      )}
      {series.frequency === 'monthlyBySetPos' && (
        <div className="ui-form__row">
          <SelectField
            label={intl.formatMessage(messages.weekOfMonth)}
            name="bysetpos"
            value={String(series.bysetpos[0] ?? positionOf(series.dtstart))}
            onChange={(e) => onChange({ ...series, bysetpos: [Number(e.target.value)] })}
          >
            <SelectOptions
              options={POSITIONS.map((value) => ({
                value,
                label: value === -1 ? intl.formatMessage(messages.last) : intl.formatMessage(messages.position, { position: value }),
              }))}
            />
          </SelectField>
          <SelectField
            label={intl.formatMessage(messages.weekday)}
            name="byweekday"
            value={series.byweekday[0] ?? weekdayOf(series.dtstart)}
            onChange={(e) => onChange({ ...series, byweekday: [e.target.value as WeekdayCode] })}
          >
            <SelectOptions options={weekdaysOfWeek(intl.locale).map((value) => ({ value, label: weekdayName(intl, value) }))} />
          </SelectField>
        </div>
      )}
    </div>
  );
}
