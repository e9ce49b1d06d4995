import { messagesOf } from '@events/ui/form-messages';
import { Button } from '@events/ui/button';
import { SelectField } from '@events/ui/select-field';
import { TimeField } from '@events/ui/time-field';
import { SelectOptions } from '@events/ui/select-options';
import { VENUE_FORM_MESSAGES, type VenueWriteParsed } from '@events/contracts/venue-forms';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormTrigger } from 'react-hook-form';
import { VENUE_DAYS, type VenueFormValues } from '../utils/venue-form-values';

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
 * The opening hours (open_times): one row per sitting, a day (Sunday first, stored Monday = 0), closed, and an
 * opening and closing time; a closing time before the opening time closes after midnight, which the row says. A day
 * may have several sittings.
 */
export function VenueHoursField({ control, register, errors, trigger }: VenueHoursFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'open_times' });
  const rows = useWatch({ control, name: 'open_times' }) ?? [];
  return (
    <fieldset className="venue-form__hours">
      <legend className="venue-form__legend">Opening hours</legend>
      {fields.length === 0 && <p className="venue-form__hint">No opening hours yet.</p>}
      <ol className="venue-form__hours-list">
        {fields.map((field, index) => {
          const rowErrors = errors.open_times?.[index];
          const closed = rows[index]?.closed === true;
          const dayLabel = VENUE_DAYS.find((d) => d.day === Number(rows[index]?.day_of_week))?.label ?? 'day';
          return (
            <li key={field.id} className="venue-form__hours-row" aria-label={`Opening hours ${index + 1}`}>
              <SelectField label="Day" {...register(`open_times.${index}.day_of_week`, { setValueAs: Number })} errors={messagesOf(rowErrors?.day_of_week)}>
                <SelectOptions options={VENUE_DAYS.map((day) => ({ value: day.day, label: day.label }))} />
              </SelectField>
              <label className="venue-form__check">
                {/* A closed day has no times: its time errors go (or come back) with the box. */}
                <input type="checkbox" {...register(`open_times.${index}.closed`, { onChange: () => void trigger(`open_times.${index}`) })} /> Closed
              </label>
              {!closed && (
                <>
                  <Controller
                    control={control}
                    name={`open_times.${index}.time_start`}
                    render={({ field }) => <TimeField label="Opens" {...field} value={typeof field.value === 'string' ? field.value : ''} errors={messagesOf(rowErrors?.time_start)} />}
                  />
                  <Controller
                    control={control}
                    name={`open_times.${index}.time_end`}
                    render={({ field }) => (
                      <TimeField
                        label="Closes"
                        {...field}
                        value={typeof field.value === 'string' ? field.value : ''}
                        description={closesNextDay(rows[index]) ? VENUE_FORM_MESSAGES.pastMidnight : undefined}
                        errors={messagesOf(rowErrors?.time_end)}
                      />
                    )}
                  />
                </>
              )}
              <Button variant="link" onClick={() => remove(index)} aria-label={`Remove ${dayLabel} hours`}>
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => append({ day_of_week: 0, closed: false, time_start: '', time_end: '' })}>
        Add opening hours
      </Button>
    </fieldset>
  );
}
