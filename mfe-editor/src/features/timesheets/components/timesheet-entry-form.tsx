import { fieldErrorsOf } from '@events/api-client/field-errors';
import { TIMESHEET_NOTE_MAX, type TimesheetEntryBody, timesheetEntryBodySchema } from '@events/contracts/timesheets';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { DateField } from '@events/ui/date-field';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { TimeField } from '@events/ui/time-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { addTimesheetEntry, useTimesheetChange } from '../api/timesheets';

type FormValues = { work_date: string; time_start: string; time_end: string; hours: string; note: string };
const FIELDS = ['work_date', 'time_start', 'time_end', 'hours', 'note'] as const;

/** A work period: a date with start and end (the shared time field) or hours, and a note. */
export function TimesheetEntryForm({ defaultDate }: { defaultDate: string }) {
  const add = useTimesheetChange(addTimesheetEntry);
  const [failure, setFailure] = useState('');
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<FormValues, unknown, TimesheetEntryBody>({
    mode: 'onTouched',
    defaultValues: { work_date: defaultDate, time_start: '', time_end: '', hours: '', note: '' },
    resolver: zodResolver(timesheetEntryBodySchema) as never,
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure('');
    try {
      await add.mutateAsync(body);
      reset({ work_date: body.work_date, time_start: '', time_end: '', hours: '', note: '' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setServerErrors(setError, fields, FIELDS);
      else setFailure('The period was not saved. Please try again.');
    }
  });

  return (
    <form className="ui-form timesheet-form" noValidate onSubmit={onSubmit} aria-labelledby="add-period">
      <h2 id="add-period">Add a work period</h2>
      <Controller control={control} name="work_date" render={({ field, fieldState }) => <DateField {...field} label="Date" required errors={messagesOf(fieldState.error)} />} />
      <Controller control={control} name="time_start" render={({ field, fieldState }) => <TimeField {...field} label="Start time" errors={messagesOf(fieldState.error)} />} />
      <Controller control={control} name="time_end" render={({ field, fieldState }) => <TimeField {...field} label="End time" errors={messagesOf(fieldState.error)} />} />
      <Controller
        control={control}
        name="hours"
        render={({ field, fieldState }) => (
          <TextField {...field} label="Or hours worked" inputMode="decimal" description="Leave empty when you give start and end times." errors={messagesOf(fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => <CountedTextField {...field} label="Note" maxLength={TIMESHEET_NOTE_MAX} errors={messagesOf(fieldState.error)} />}
      />
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
        Add period
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
