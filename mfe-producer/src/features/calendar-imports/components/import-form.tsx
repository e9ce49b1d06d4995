import { useId, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from './busy-button';

export type ImportFormProps = {
  heading: string;
  submitLabel: string;
  busy: boolean;
  /** The line a screen reader hears as the import goes ("Importing…", then how it went). */
  status: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's one field. */
  children: ReactNode;
};

/** The frame of a form that starts an import: its heading, its field beside the busy button, and its status line. */
export function ImportForm({ heading, submitLabel, busy, status, onSubmit, children }: ImportFormProps) {
  const headingId = useId();
  return (
    <form className="calendar-imports__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <div className="calendar-imports__row">
        {children}
        <BusyButton type="submit" busy={busy}>
          {submitLabel}
        </BusyButton>
      </div>
      <p role="status" className="calendar-imports__status">
        {status}
      </p>
    </form>
  );
}
