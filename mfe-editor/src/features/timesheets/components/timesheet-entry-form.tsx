import { fieldErrorsOf } from '@events/api-client/field-errors';
import { TIMESHEET_NOTE_MAX, type TimesheetEntryBody, timesheetEntryBodySchema } from '@events/contracts/timesheets';
import { Button } from '@events/ui/button';
import { CountedTextField } from '@events/ui/counted-text-field';
import { DateField } from '@events/ui/date-field';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { TextField } from '@events/ui/text-field';
import { TimeField } from '@events/ui/time-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { addTimesheetEntry, useTimesheetChange } from '../api/timesheets';

const messages = plainMessages(defineMessages({
  notSaved: { id: 'editor.timesheetForm.notSaved', defaultMessage: 'The period was not saved. Please try again.' },
  heading: { id: 'editor.timesheetForm.heading', defaultMessage: 'Add a work period' },
  date: { id: 'editor.timesheetForm.date', defaultMessage: 'Date' },
  start: { id: 'editor.timesheetForm.start', defaultMessage: 'Start time' },
  end: { id: 'editor.timesheetForm.end', defaultMessage: 'End time' },
  hours: { id: 'editor.timesheetForm.hours', defaultMessage: 'Or hours worked' },
  hoursHint: { id: 'editor.timesheetForm.hoursHint', defaultMessage: 'Leave empty when you give start and end times.' },
  note: { id: 'editor.timesheetForm.note', defaultMessage: 'Note' },
  add: { id: 'editor.timesheetForm.add', defaultMessage: 'Add period' },
}));

type FormValues = { work_date: string; time_start: string; time_end: string; hours: string; note: string };
const FIELDS = ['work_date', 'time_start', 'time_end', 'hours', 'note'] as const;

/** A work period: a date with start and end (the shared time field) or hours, and a note. */
export function TimesheetEntryForm({ defaultDate }: { defaultDate: string }) {
  const intl = useAppIntl();
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
      else setFailure(intl.formatMessage(messages.notSaved));
    }
  });

  return (
    <form className="ui-form timesheet-form" noValidate onSubmit={onSubmit} aria-labelledby="add-period">
      <h2 id="add-period">{intl.formatMessage(messages.heading)}</h2>
      <Controller control={control} name="work_date" render={({ field, fieldState }) => <DateField {...field} label={intl.formatMessage(messages.date)} required errors={messagesOf(fieldState.error)} />} />
      <Controller control={control} name="time_start" render={({ field, fieldState }) => <TimeField {...field} label={intl.formatMessage(messages.start)} errors={messagesOf(fieldState.error)} />} />
      <Controller control={control} name="time_end" render={({ field, fieldState }) => <TimeField {...field} label={intl.formatMessage(messages.end)} errors={messagesOf(fieldState.error)} />} />
      <Controller
        control={control}
        name="hours"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={intl.formatMessage(messages.hours)}
            inputMode="decimal"
            description={intl.formatMessage(messages.hoursHint)}
            errors={messagesOf(fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => <CountedTextField {...field} label={intl.formatMessage(messages.note)} maxLength={TIMESHEET_NOTE_MAX} errors={messagesOf(fieldState.error)} />}
      />
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
        {intl.formatMessage(messages.add)}
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
