import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { messagesOf, type FieldErrorLike } from '@events/ui/form-messages';
import { isoToUsDate } from '@events/contracts/form-field-rules';
import { DateField } from '@events/ui/date-field';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { formatShortDate } from '../utils/format-occurrence';
import { entryMinDate, entryProblems } from '../utils/event-form-resolver';
import { newDateEntry, withSeries, type EventFormValues } from '../utils/event-form-values';
import type { EntryErrors } from '../utils/series-problems';
import { CheckboxField } from './checkbox-field';
import { FormSection } from './form-section';
import { RecurrenceEditor } from './recurrence-editor';

const messages = plainMessages(defineMessages({
  title: { id: 'producer.dateTime.title', defaultMessage: 'Date & Time' },
  usePoiTimes: { id: 'producer.dateTime.usePoiTimes', defaultMessage: "Use the venue's hours" },
  usePoiTimesHelp: { id: 'producer.dateTime.usePoiTimesHelp', defaultMessage: "The event follows the venue's opening hours between two dates." },
  startDate: { id: 'producer.dateTime.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'producer.dateTime.endDate', defaultMessage: 'End date' },
  onOrAfter: { id: 'producer.dateTime.onOrAfter', defaultMessage: 'On or after {date}.' },
}));

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
  const intl = useAppIntl();
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
    <FormSection title={intl.formatMessage(messages.title)}>
      <CheckboxField label={intl.formatMessage(messages.usePoiTimes)} description={intl.formatMessage(messages.usePoiTimesHelp)} {...register('use_poi_times')} />
      {usePoiTimes ? (
        <div className="ui-form__row">
          <Controller
            control={control}
            name="date_start"
            render={({ field, fieldState }) => <DateField label={intl.formatMessage(messages.startDate)} required {...field} errors={messagesOf(fieldState.error)} />}
          />
          <Controller
            control={control}
            name="date_end"
            render={({ field, fieldState }) => (
              <DateField
                label={intl.formatMessage(messages.endDate)}
                required
                description={/^\d{4}-\d{2}-\d{2}$/.test(dateStart) ? intl.formatMessage(messages.onOrAfter, { date: intl.locale === 'en' ? isoToUsDate(dateStart) : formatShortDate(intl, dateStart) }) : undefined}
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
