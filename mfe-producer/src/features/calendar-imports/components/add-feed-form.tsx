import { type CalendarSource, calendarFeedWriteSchema, CALENDAR_ADDRESS_MAX } from '@events/contracts/calendar-imports';
import { TextField } from '@events/ui/text-field';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useRef, useState } from 'react';
import { useAddCalendarFeed } from '../api/add-calendar-feed';
import { useImportSubmission } from '../hooks/use-import-submission';
import { CALENDAR_IMPORTS_TEXT as T } from '../utils/import-summary';
import { ImportForm } from './import-form';

/** The address field's start, the same in every language. */
const HTTPS = 'https://';

export type AddFeedFormProps = { venueId: number; onAdded: (source: CalendarSource) => void };

/**
 * "Add a calendar feed": the address, checked with the contract's schema before it is sent; the server's `{url: [...]}`
 * under the field. The first sync runs inside the request (several seconds for a large calendar): the button is
 * busy and a status says "Importing…" meanwhile.
 */
export function AddFeedForm({ venueId, onAdded }: AddFeedFormProps) {
  const intl = useAppIntl();
  const add = useAddCalendarFeed(venueId);
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const { errors, status, busy, submit, edited } = useImportSubmission(input, {
    problems: () => {
      const parsed = calendarFeedWriteSchema.safeParse({ url });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    },
    send: () => add.mutateAsync({ url: url.trim() }),
    doneText: (source: CalendarSource) =>
      source.lastError ? intl.formatMessage(T.feedAddedSyncFailed, { error: source.lastError }) : intl.formatMessage(T.feedAdded),
    onDone: (source) => {
      setUrl('');
      onAdded(source);
    },
  });

  return (
    <ImportForm heading={intl.formatMessage(T.addFeedHeading)} submitLabel={intl.formatMessage(T.addFeed)} busy={busy} status={status} onSubmit={submit}>
        <TextField
          ref={input}
          label={intl.formatMessage(T.feedLabel)}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={HTTPS}
          maxLength={CALENDAR_ADDRESS_MAX}
          description={intl.formatMessage(T.feedHint)}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            edited();
          }}
          errors={errors}
          className="calendar-imports__field"
        />
    </ImportForm>
  );
}
