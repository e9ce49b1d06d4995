import { messagesOf } from '@events/ui/form-messages';
import { Button } from '@events/ui/button';
import { SelectField } from '@events/ui/select-field';
import { TimeField } from '@events/ui/time-field';
import { SelectOptions } from '@events/ui/select-options';
import type { VenueWriteParsed } from '@events/contracts/venue-forms';
import { WEEKDAY_CODES } from '@events/contracts/recurrence';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { weekdayName, weekdaysOfWeek } from '../../../i18n/calendar-names';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormTrigger } from 'react-hook-form';
import type { VenueFormValues } from '../utils/venue-form-values';

const messages = plainMessages(defineMessages({
  legend: { id: 'producer.venueHours.legend', defaultMessage: 'Opening hours' },
  none: { id: 'producer.venueHours.none', defaultMessage: 'No opening hours yet.' },
  row: { id: 'producer.venueHours.row', defaultMessage: 'Opening hours {number}' },
  day: { id: 'producer.venueHours.day', defaultMessage: 'Day' },
  anyDay: { id: 'producer.venueHours.anyDay', defaultMessage: 'day' },
  closed: { id: 'producer.venueHours.closed', defaultMessage: 'Closed' },
  opens: { id: 'producer.venueHours.opens', defaultMessage: 'Opens' },
  closes: { id: 'producer.venueHours.closes', defaultMessage: 'Closes' },
  pastMidnight: { id: 'producer.venueHours.pastMidnight', defaultMessage: 'Closes after midnight, on the next day.' },
  removeLabel: { id: 'producer.venueHours.removeLabel', defaultMessage: 'Remove {day} hours' },
  remove: { id: 'producer.venueHours.remove', defaultMessage: 'Remove' },
  add: { id: 'producer.venueHours.add', defaultMessage: 'Add opening hours' },
}));

const SPACE = ' ';

/** Whether a row's closing time falls before its opening time (24-hour `HH:MM`, so text order is time order). */
function closesNextDay(row: { time_start?: unknown; time_end?: unknown } | undefined): boolean {
  const start = row?.time_start;
  const end = row?.time_end;
  return typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end < start;
}

export type VenueHoursFieldProps = {
  control: Control<VenueFormValues, unknown, VenueWriteParsed>;
  register: UseFormRegister<VenueFormValues>;
  errors: FieldErrors<VenueFormValues>;
  trigger: UseFormTrigger<VenueFormValues>;
};

/**
 * The opening hours (open_times): one row per sitting, a day (in the reader's week: Sunday first in English, Monday
 * first in Spanish; stored Monday = 0), closed, and an opening and closing time; a closing time before the opening
 * time closes after midnight, which the row says. A day may have several sittings.
 */
export function VenueHoursField({ control, register, errors, trigger }: VenueHoursFieldProps) {
  const intl = useAppIntl();
  // The days in the reader's week (Sunday first in English, Monday first in Spanish); the value is the data's day, Monday = 0.
  const days = weekdaysOfWeek(intl.locale).map((code) => ({ value: WEEKDAY_CODES.indexOf(code), label: weekdayName(intl, code) }));
  const { fields, append, remove } = useFieldArray({ control, name: 'open_times' });
  const rows = useWatch({ control, name: 'open_times' }) ?? [];
  return (
    <fieldset className="venue-form__hours">
      <legend className="venue-form__legend">{intl.formatMessage(messages.legend)}</legend>
      {fields.length === 0 && <p className="venue-form__hint">{intl.formatMessage(messages.none)}</p>}
      <ol className="venue-form__hours-list">
        {fields.map((field, index) => {
          const rowErrors = errors.open_times?.[index];
          const closed = rows[index]?.closed === true;
          const dayLabel = days.find((d) => d.value === Number(rows[index]?.day_of_week))?.label ?? intl.formatMessage(messages.anyDay);
          return (
            <li key={field.id} className="venue-form__hours-row" aria-label={intl.formatMessage(messages.row, { number: index + 1 })}>
              <SelectField label={intl.formatMessage(messages.day)} {...register(`open_times.${index}.day_of_week`, { setValueAs: Number })} errors={messagesOf(rowErrors?.day_of_week)}>
                <SelectOptions options={days} />
              </SelectField>
              <label className="venue-form__check">
                {/* A closed day has no times: its time errors go (or come back) with the box. */}
                <input type="checkbox" {...register(`open_times.${index}.closed`, { onChange: () => void trigger(`open_times.${index}`) })} />
                {SPACE}
                {intl.formatMessage(messages.closed)}
              </label>
              {!closed && (
                <>
                  <Controller
                    control={control}
                    name={`open_times.${index}.time_start`}
                    render={({ field }) => <TimeField label={intl.formatMessage(messages.opens)} {...field} value={typeof field.value === 'string' ? field.value : ''} errors={messagesOf(rowErrors?.time_start)} />}
                  />
                  <Controller
                    control={control}
                    name={`open_times.${index}.time_end`}
                    render={({ field }) => (
                      <TimeField
                        label={intl.formatMessage(messages.closes)}
                        {...field}
                        value={typeof field.value === 'string' ? field.value : ''}
                        description={closesNextDay(rows[index]) ? intl.formatMessage(messages.pastMidnight) : undefined}
                        errors={messagesOf(rowErrors?.time_end)}
                      />
                    )}
                  />
                </>
              )}
              <Button variant="link" onClick={() => remove(index)} aria-label={intl.formatMessage(messages.removeLabel, { day: dayLabel })}>
                {intl.formatMessage(messages.remove)}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => append({ day_of_week: 0, closed: false, time_start: '', time_end: '' })}>
        {intl.formatMessage(messages.add)}
      </Button>
    </fieldset>
  );
}
