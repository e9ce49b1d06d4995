import { RULE_FREQUENCIES, type RecurrenceFrequency, type RecurrenceSeries, type RuleFrequency, type WeekdayCode } from '@events/contracts/recurrence';
import { SelectField } from '@events/ui/select-field';
import { NumberField } from '@events/ui/number-field';
import { WeekdaySelector } from '@events/ui/weekday-selector';
import { SelectOptions, labelledOptions } from '@events/ui/select-options';
import { codesToFormWeekdays, formWeekdaysToCodes } from '@events/domain/weekdays';
import { positionOf, weekdayOf, withFrequency } from '../utils/series-edits';

const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  once: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthlyByDate: 'Monthly on the same date',
  monthlyBySetPos: 'Monthly on a weekday (e.g. 2nd Tuesday)',
  yearly: 'Yearly',
  custom: 'Custom',
};

const RULE_FREQUENCY_LABELS: Record<RuleFrequency, string> = { DAILY: 'Days', WEEKLY: 'Weeks', MONTHLY: 'Months', YEARLY: 'Years' };
const INTERVAL_UNITS: Partial<Record<RecurrenceFrequency, string>> = { daily: 'days', weekly: 'weeks', monthlyByDate: 'months', monthlyBySetPos: 'months', yearly: 'years' };

const POSITIONS = [
  { value: 1, label: '1st' },
  { value: 2, label: '2nd' },
  { value: 3, label: '3rd' },
  { value: 4, label: '4th' },
  { value: -1, label: 'Last' },
] as const;

const WEEKDAY_LABELS: Record<WeekdayCode, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };

export type RuleFieldsProps = {
  series: RecurrenceSeries;
  onChange: (series: RecurrenceSeries) => void;
  /** Messages of the interval field (its range). */
  intervalErrors: readonly string[];
};

/** How a date entry repeats: the frequency, every how many periods, and on which weekdays or weekday position. */
export function RuleFields({ series, onChange, intervalErrors }: RuleFieldsProps) {
  const unit = series.frequency === 'custom' ? series.ruleFrequency && RULE_FREQUENCY_LABELS[series.ruleFrequency].toLowerCase() : INTERVAL_UNITS[series.frequency];
  const showWeekdays = series.frequency === 'weekly' || (series.frequency === 'custom' && series.ruleFrequency !== null && series.ruleFrequency !== 'YEARLY');
  return (
    <div className="recurrence__rule">
      <div className="ui-form__row">
        <SelectField
          label="Repeats"
          name="frequency"
          value={series.frequency}
          onChange={(e) => onChange(withFrequency(series, e.target.value as RecurrenceFrequency))}
        >
          <SelectOptions options={labelledOptions(Object.keys(FREQUENCY_LABELS) as RecurrenceFrequency[], FREQUENCY_LABELS)} />
        </SelectField>
        {series.frequency === 'custom' && (
          <SelectField
            label="Repeat by"
            name="rule_frequency"
            value={series.ruleFrequency ?? ''}
            onChange={(e) => onChange({ ...series, ruleFrequency: e.target.value === '' ? null : (e.target.value as RuleFrequency), interval: 1 })}
          >
            <option value="">Only the listed dates</option>
            <SelectOptions options={labelledOptions(RULE_FREQUENCIES, RULE_FREQUENCY_LABELS)} />
          </SelectField>
        )}
        {unit && (
          <NumberField
            label={`Repeat every (${unit})`}
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
        <WeekdaySelector
          label="Repeat on"
          name="byweekday"
          value={codesToFormWeekdays(series.byweekday)}
          onChange={(days) => onChange({ ...series, byweekday: formWeekdaysToCodes(days) })}
        />
      )}
      {series.frequency === 'monthlyBySetPos' && (
        <div className="ui-form__row">
          <SelectField
            label="Week of the month"
            name="bysetpos"
            value={String(series.bysetpos[0] ?? positionOf(series.dtstart))}
            onChange={(e) => onChange({ ...series, bysetpos: [Number(e.target.value)] })}
          >
            <SelectOptions options={POSITIONS} />
          </SelectField>
          <SelectField
            label="Weekday"
            name="byweekday"
            value={series.byweekday[0] ?? weekdayOf(series.dtstart)}
            onChange={(e) => onChange({ ...series, byweekday: [e.target.value as WeekdayCode] })}
          >
            <SelectOptions options={labelledOptions(['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const, WEEKDAY_LABELS)} />
          </SelectField>
        </div>
      )}
    </div>
  );
}
