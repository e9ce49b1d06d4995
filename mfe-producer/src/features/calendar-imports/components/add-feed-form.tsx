import { fieldErrorsOf } from '@events/api-client/field-errors';
import { type CalendarSource, calendarFeedWriteSchema, CALENDAR_ADDRESS_MAX } from '@events/contracts/calendar-imports';
import { TextField } from '@events/ui/text-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAddCalendarFeed } from '../api/add-calendar-feed';
import { CALENDAR_IMPORTS_TEXT as T, failureText } from '../utils/import-summary';
import { BusyButton } from './busy-button';

export type AddFeedFormProps = { venueId: number; onAdded: (source: CalendarSource) => void };

/**
 * "Add a calendar feed": the address, checked with the contract's schema before it is sent; the server's `{url: [...]}`
 * under the field. The first sync runs inside the request (several seconds for a large calendar): the button is
 * busy and a status says "Importing…" meanwhile.
 */
export function AddFeedForm({ venueId, onAdded }: AddFeedFormProps) {
  const headingId = useId();
  const add = useAddCalendarFeed(venueId);
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  // Busy from the press on (the mutation reports pending a render later); the ref stops a second press meanwhile.
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const fail = (messages: string[]) => {
    setErrors(messages);
    setStatus('');
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    const parsed = calendarFeedWriteSchema.safeParse({ url });
    if (!parsed.success) {
      fail(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    setStatus(T.importing);
    running.current = true;
    setBusy(true);
    try {
      const source = await add.mutateAsync({ url: url.trim() });
      setUrl('');
      setStatus(source.lastError ? `${T.feedAdded} ${T.syncFailed} ${source.lastError}` : T.feedAdded);
      onAdded(source);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      fail(fields ? Object.values(fields).flat() : [failureText(error)]);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="calendar-imports__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <h3 id={headingId}>{T.addFeedHeading}</h3>
      <div className="calendar-imports__row">
        <TextField
          ref={input}
          label={T.feedLabel}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          maxLength={CALENDAR_ADDRESS_MAX}
          description={T.feedHint}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setErrors([]);
            if (!running.current) setStatus('');
          }}
          errors={errors}
          className="calendar-imports__field"
        />
        <BusyButton type="submit" busy={busy}>
          {T.addFeed}
        </BusyButton>
      </div>
      <p role="status" className="calendar-imports__status">
        {status}
      </p>
    </form>
  );
}
