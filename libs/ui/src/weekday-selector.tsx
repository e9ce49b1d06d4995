import { FORM_WEEKDAYS, type FormWeekday } from '@events/domain/weekdays';
import type { Ref } from 'react';
import { FieldsetFrame } from './fieldset-frame.js';
import type { ControlledFieldProps } from './field-frame.js';

export type WeekdaySelectorProps = ControlledFieldProps<readonly FormWeekday[]> & {
  /** Focus target of the first day (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * The days of a weekly rule, Sunday = 0 to Saturday = 6 as forms count them (spec section 9); convert with
 * formWeekdaysToCodes / formToDataWeekday of @events/domain/weekdays. One checkbox per day (shown as its
 * short name, read as its full name), in a group with the legend and errors.
 */
export function WeekdaySelector({ label, name, value, onChange, onBlur, description, errors, required, disabled, className, ref }: WeekdaySelectorProps) {
  const chosen = new Set(value ?? []);
  const toggle = (day: FormWeekday) => {
    const next = new Set(chosen);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <FieldsetFrame legend={label} description={description} errors={errors} required={required} className={['ui-weekdays', className].filter(Boolean).join(' ')}>
      <div className="ui-weekdays__days">
        {FORM_WEEKDAYS.map(({ day, name: dayName, short }) => (
          <label key={day} className="ui-weekdays__day">
            <input
              ref={day === 0 ? ref : undefined}
              type="checkbox"
              name={name}
              value={day}
              checked={chosen.has(day)}
              disabled={disabled}
              aria-label={dayName}
              onChange={() => toggle(day)}
              onBlur={() => onBlur?.()}
            />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
