import type { WeekdayCode } from '@events/contracts/recurrence';
import { WEEKDAY_CODES } from '@events/contracts/recurrence';
import { FieldsetFrame } from '@events/ui/fieldset-frame';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { weekdayName, weekdaysOfWeek } from '../../../i18n/calendar-names';

export type RecurrenceWeekdaysProps = {
  label: string;
  name: string;
  value: readonly WeekdayCode[];
  onChange: (codes: WeekdayCode[]) => void;
};

/**
 * The days of a weekly rule: one checkbox per day, shown as its short name and read as its full name, both from
 * Intl in the reader's language, in the reader's week order.
 */
export function RecurrenceWeekdays({ label, name, value, onChange }: RecurrenceWeekdaysProps) {
  const intl = useAppIntl();
  const chosen = new Set(value);
  const toggle = (code: WeekdayCode) => {
    const next = new Set(chosen);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    onChange(WEEKDAY_CODES.filter((c) => next.has(c)));
  };
  return (
    <FieldsetFrame legend={label} className="ui-weekdays">
      <div className="ui-weekdays__days">
        {weekdaysOfWeek(intl.locale).map((code) => (
          <label key={code} className="ui-weekdays__day">
            <input
              type="checkbox"
              name={name}
              value={code}
              checked={chosen.has(code)}
              aria-label={weekdayName(intl, code)}
              onChange={() => toggle(code)}
            />
            <span aria-hidden="true">{weekdayName(intl, code, 'short')}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
