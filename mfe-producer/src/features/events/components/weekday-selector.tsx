import type { WeekdayCode } from '@events/contracts/recurrence';
import { useId } from 'react';

/** The form's weekdays, Sunday = 0 (spec section 9); the data keeps iCalendar codes, Monday first. */
const FORM_WEEKDAYS: readonly { code: WeekdayCode; label: string; short: string }[] = [
  { code: 'SU', label: 'Sunday', short: 'Sun' },
  { code: 'MO', label: 'Monday', short: 'Mon' },
  { code: 'TU', label: 'Tuesday', short: 'Tue' },
  { code: 'WE', label: 'Wednesday', short: 'Wed' },
  { code: 'TH', label: 'Thursday', short: 'Thu' },
  { code: 'FR', label: 'Friday', short: 'Fri' },
  { code: 'SA', label: 'Saturday', short: 'Sat' },
];

export type WeekdaySelectorProps = {
  legend: string;
  value: readonly WeekdayCode[];
  onChange: (days: WeekdayCode[]) => void;
};

/** Weekday checkboxes, Sunday first; each box is named by the full day so a screen reader says "Tuesday". */
export function WeekdaySelector({ legend, value, onChange }: WeekdaySelectorProps) {
  const id = useId();
  const toggle = (code: WeekdayCode, on: boolean) => {
    const next = on ? [...value, code] : value.filter((d) => d !== code);
    onChange(FORM_WEEKDAYS.map((d) => d.code).filter((d) => next.includes(d)));
  };
  return (
    <fieldset className="recurrence__weekdays">
      <legend className="ui-field__label">{legend}</legend>
      {FORM_WEEKDAYS.map((day) => (
        <span key={day.code} className="recurrence__weekday">
          <input id={`${id}-${day.code}`} type="checkbox" checked={value.includes(day.code)} onChange={(e) => toggle(day.code, e.target.checked)} />
          <label htmlFor={`${id}-${day.code}`}>
            <span aria-hidden="true">{day.short}</span>
            <span className="ui-visually-hidden">{day.label}</span>
          </label>
        </span>
      ))}
    </fieldset>
  );
}
