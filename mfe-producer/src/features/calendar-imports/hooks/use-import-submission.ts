import { fieldErrorsOf } from '@events/api-client/field-errors';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { CALENDAR_IMPORTS_TEXT as T, failureText } from '../utils/import-summary';

type ImportSubmission<Result> = {
  /** What is wrong with what the form holds, before it is sent; empty when it may go. */
  readonly problems: () => string[];
  readonly send: () => Promise<Result>;
  /** The status line once it went through. */
  readonly doneText: (result: Result) => string;
  readonly onDone: (result: Result) => void;
  /** A failure's words when the answer has no field messages (the file form reads a 413 its own way). */
  readonly failure?: (error: unknown) => string;
};

/**
 * The state of a form that starts an import (a feed address, an .ics file): the field's errors, a status line and
 * a busy button. Busy from the press on (the mutation reports pending a render later), one press at a time; the
 * status says "Importing…" meanwhile, since the first sync runs inside the request; a failure focuses the field.
 */
export function useImportSubmission<Result, Field extends HTMLElement>(input: RefObject<Field | null>, submission: ImportSubmission<Result>) {
  const intl = useAppIntl();
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
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
    const problems = submission.problems();
    if (problems.length > 0) {
      fail(problems);
      return;
    }
    setErrors([]);
    setStatus(intl.formatMessage(T.importing));
    running.current = true;
    setBusy(true);
    try {
      const result = await submission.send();
      setStatus(submission.doneText(result));
      submission.onDone(result);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      fail(fields ? Object.values(fields).flat() : [submission.failure ? submission.failure(error) : failureText(error, intl.formatMessage(T.writeFailed))]);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  /** The field changed: its errors go, and so does the last status unless an import is under way. */
  const edited = () => {
    setErrors([]);
    if (!running.current) setStatus('');
  };

  return { errors, status, busy, submit, edited };
}
