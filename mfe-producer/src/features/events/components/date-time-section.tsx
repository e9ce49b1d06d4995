import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { messagesOf, type FieldErrorLike } from '@events/ui/form-messages';
import { isoToUsDate } from '@events/contracts/form-field-rules';
import { DateField } from '@events/ui/date-field';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { entryMinDate, entryProblems } from '../utils/event-form-resolver';
import { newDateEntry, withSeries, type EventFormValues } from '../utils/event-form-values';
import type { EntryErrors } from '../utils/series-problems';
import { CheckboxField } from './checkbox-field';
import { FormSection } from './form-section';
import { RecurrenceEditor } from './recurrence-editor';

export type DateTimeSectionProps = {
  timeZone: string;
  /** Today in the venue's zone: the earliest first date of a new entry. */
  today: string;
};

type ServerEntryErrors = Partial<Record<'time_start' | 'time_end' | 'date_recur' | 'id', FieldErrorLike>>;

/** An entry's messages: the server's (on its fields), and its own checks once changed or after a submit. */
function mergeErrors(own: EntryErrors, server: ServerEntryErrors | undefined, showOwn: boolean): EntryErrors {
  const out: EntryErrors = showOwn ? { ...own } : {};
  const serverOnly = (error: FieldErrorLike | undefined) => ((error as { type?: string } | undefined)?.type === 'series' ? [] : messagesOf(error));
  const add = (field: keyof EntryErrors, messages: string[]) => {
    if (messages.length > 0) out[field] = [...(out[field] ?? []), ...messages.filter((m) => !out[field]?.includes(m))];
  };
  add('time_start', serverOnly(server?.time_start));
  add('time_end', serverOnly(server?.time_end));
  add('date_recur', [...serverOnly(server?.date_recur), ...serverOnly(server?.id)]);
  return out;
}

/**
 * Date & Time: the date entries (recurrence editor), or, with the venue's hours, a start and an end date
 * (spec section 4: using the venue's hours hides the date list).
 */
export function DateTimeSection({ timeZone, today }: DateTimeSectionProps) {
  const { register, setValue, control, formState } = useFormContext<EventFormValues>();
  const { errors, isSubmitted } = formState;
  const [usePoiTimes, dates, dateStart] = useWatch({ control, name: ['use_poi_times', 'dates', 'date_start'] });
  const problems = entryProblems({ dates }, today);
  const entryErrors = (errors.dates ?? []) as readonly (ServerEntryErrors | undefined)[];
  const listErrors = messagesOf(errors.dates as FieldErrorLike | undefined);

  const setDates = (next: EventFormValues['dates']) => setValue('dates', next, { shouldDirty: true, shouldValidate: true });
  const change = (index: number, series: RecurrenceSeries) => setDates(dates.map((entry, i) => (i === index ? withSeries(entry, series) : entry)));
  const add = () => {
    const last = dates.at(-1)?.series.dtstart;
    setDates([...dates, newDateEntry(last && last > today ? last : today)]);
  };
  const remove = (index: number) => setDates(dates.filter((_, i) => i !== index));

  return (
    <FormSection title="Date & Time">
      <CheckboxField label="Use the venue's hours" description="The event follows the venue's opening hours between two dates." {...register('use_poi_times')} />
      {usePoiTimes ? (
        <div className="ui-form__row">
          <Controller
            control={control}
            name="date_start"
            render={({ field, fieldState }) => <DateField label="Start date" required {...field} errors={messagesOf(fieldState.error)} />}
          />
          <Controller
            control={control}
            name="date_end"
            render={({ field, fieldState }) => (
              <DateField
                label="End date"
                required
                description={/^\d{4}-\d{2}-\d{2}$/.test(dateStart) ? `On or after ${isoToUsDate(dateStart)}.` : undefined}
                {...field}
                errors={messagesOf(fieldState.error)}
              />
            )}
          />
        </div>
      ) : (
        <RecurrenceEditor
          entries={dates.map((entry, i) => ({
            key: entry.key,
            series: entry.series,
            minDate: entryMinDate(entry, today),
            errors: mergeErrors(problems[i] ?? {}, entryErrors[i], entry.edited || isSubmitted),
          }))}
          onChange={change}
          onAdd={add}
          onRemove={remove}
          timeZone={timeZone}
          errors={listErrors}
        />
      )}
    </FormSection>
  );
}
