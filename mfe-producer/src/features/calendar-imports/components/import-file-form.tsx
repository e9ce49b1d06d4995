import { isApiError } from '@events/api-client/api-error';
import { CALENDAR_FETCH_LIMITS, CALENDAR_IMPORT_MESSAGES, type CalendarSource } from '@events/contracts/calendar-imports';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { FieldFrame } from '@events/ui/field-frame';
import { useRef, useState } from 'react';
import { useUploadCalendarFile } from '../api/upload-calendar-file';
import { useImportSubmission } from '../hooks/use-import-submission';
import { CALENDAR_IMPORTS_TEXT as T, failureText } from '../utils/import-summary';
import { ImportForm } from './import-form';

export type ImportFileFormProps = { venueId: number; onImported: (source: CalendarSource) => void };

/** What is wrong with the chosen file before it is sent, in the contract's words; null when it may go. */
function fileProblem(file: File | null): string | null {
  if (!file) return CALENDAR_IMPORT_MESSAGES.fileMissing;
  if (!/\.ics$/i.test(file.name)) return CALENDAR_IMPORT_MESSAGES.fileExtension;
  if (file.size > CALENDAR_FETCH_LIMITS.maxBytes) return CALENDAR_IMPORT_MESSAGES.tooLarge;
  return null;
}

/** "Import an .ics file": one file, imported once (multipart `file`); its errors under the field. */
export function ImportFileForm({ venueId, onImported }: ImportFileFormProps) {
  const intl = useAppIntl();
  const upload = useUploadCalendarFile(venueId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // A new input after each import, so the chosen file is cleared.
  const [inputKey, setInputKey] = useState(0);
  const { errors, status, busy, submit, edited } = useImportSubmission(input, {
    problems: () => {
      const problem = fileProblem(file);
      return problem === null ? [] : [problem];
    },
    send: () => upload.mutateAsync(file as File),
    doneText: (source: CalendarSource) =>
      source.lastError ? intl.formatMessage(T.syncFailedWith, { error: source.lastError }) : intl.formatMessage(T.fileImported),
    onDone: (source) => {
      setFile(null);
      setInputKey((key) => key + 1);
      onImported(source);
    },
    failure: (error) =>
      isApiError(error) && error.status === 413
        ? CALENDAR_IMPORT_MESSAGES.tooLarge
        : failureText(error, intl.formatMessage(T.writeFailed)),
  });

  return (
    <ImportForm heading={intl.formatMessage(T.fileHeading)} submitLabel={intl.formatMessage(T.importFile)} busy={busy} status={status} onSubmit={submit}>
        <FieldFrame label={intl.formatMessage(T.fileLabel)} description={intl.formatMessage(T.fileHint)} errors={errors} className="calendar-imports__field">
          {(control) => (
            <input
              key={inputKey}
              ref={input}
              {...control}
              name="file"
              type="file"
              accept=".ics,text/calendar"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                edited();
              }}
            />
          )}
        </FieldFrame>
    </ImportForm>
  );
}
