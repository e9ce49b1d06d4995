import { isFormWeekday, type FormWeekday } from '@events/domain/weekdays';
import type { Ref } from 'react';
import type { IntlShape } from '@events/api-client/intl';
import { FieldsetFrame } from './fieldset-frame.js';
import type { ControlledFieldProps } from './field-frame.js';
import { useAppIntl } from './i18n/app-intl.js';
import { useWeekStart, weekdaysInOrder } from './use-week-start.js';

/** A Sunday (4 January 1970, UTC): day `n` of the week is `n` days after it. */
const A_SUNDAY = Date.UTC(1970, 0, 4);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekday's name in the reader's language: long (Sunday, domingo) or short (Sun, dom). */
function weekdayName(intl: IntlShape, day: FormWeekday, weekday: 'long' | 'short'): string {
  return intl.formatDate(A_SUNDAY + day * DAY_MS, { weekday, timeZone: 'UTC' });
}

export type WeekdaySelectorProps = Omit<ControlledFieldProps<FormWeekday[]>, 'value'> & {
  /** Chosen days, Sunday = 0 (a form's number[] as its schema types it; anything outside 0-6 is ignored). */
  value: readonly number[] | null | undefined;
  /** Focus target of the first day (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * The days of a weekly rule, Sunday = 0 to Saturday = 6 as forms count them (spec section 9); convert with
 * formWeekdaysToCodes / formToDataWeekday of @events/domain/weekdays. One checkbox per day (shown as its
 * short name, read as its full name, in the reader's language), in a group with the legend and errors; the week
 * starts where the reader's does (Monday in Spanish).
 */
export function WeekdaySelector({ label, name, value, onChange, onBlur, description, errors, required, disabled, className, ref }: WeekdaySelectorProps) {
  const intl = useAppIntl();
  const days = weekdaysInOrder(useWeekStart()).filter(isFormWeekday);
  const chosen = new Set<number>(value ?? []);
  const toggle = (day: FormWeekday) => {
    const next = new Set(chosen);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    onChange([...next].filter(isFormWeekday).sort((a, b) => a - b));
  };
  return (
    <FieldsetFrame legend={label} description={description} errors={errors} required={required} className={['ui-weekdays', className].filter(Boolean).join(' ')}>
      <div className="ui-weekdays__days">
        {days.map((day, index) => (
          <label key={day} className="ui-weekdays__day">
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              name={name}
              value={day}
              checked={chosen.has(day)}
              disabled={disabled}
              aria-label={weekdayName(intl, day, 'long')}
              onChange={() => toggle(day)}
              onBlur={() => onBlur?.()}
            />
            <span aria-hidden="true">{weekdayName(intl, day, 'short')}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
