import type { CalendarSource } from '@events/contracts/calendar-imports';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { useId, useState } from 'react';
import type { RemovedSourceEvents } from '../api/remove-calendar-source';
import { BusyButton } from './busy-button';

const CHOICES: readonly { value: RemovedSourceEvents; label: string; hint: string }[] = [
  { value: 'keep', label: 'Keep its events', hint: 'They stay listed as they are now and are no longer updated from this calendar.' },
  { value: 'unpublish', label: 'Unpublish its events', hint: 'They leave the listings; nothing else is deleted.' },
];

export type RemoveSourceDialogProps = {
  source: Pick<CalendarSource, 'address' | 'calendarName' | 'eventCount'>;
  /** The removal is running: Remove is busy and the dialog stays open. */
  busy?: boolean;
  /** Why the last try failed, shown in the dialog. */
  error?: string | null;
  onConfirm: (imported: RemovedSourceEvents) => void;
  onCancel: () => void;
};

/**
 * "Remove this calendar?": what becomes of the events it imported, Keep (chosen first: nothing changes on the
 * listings) or Unpublish, then Remove or Cancel. Focus starts on the chosen answer; arrows change it.
 */
export function RemoveSourceDialog({ source, busy = false, error = null, onConfirm, onCancel }: RemoveSourceDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState<RemovedSourceEvents>('keep');
  const name = source.calendarName ?? source.address;
  return (
    <Dialog open onClose={busy ? () => undefined : onCancel} title="Remove this calendar?" className="calendar-imports__dialog">
      <p className="calendar-imports__dialog-name">{name}</p>
      <fieldset className="ui-fieldset calendar-imports__choices">
        <legend className="ui-field__label">
          {source.eventCount === 1 ? 'What happens to the event it imported?' : `What happens to the ${source.eventCount} events it imported?`}
        </legend>
        {CHOICES.map((option) => (
          <div key={option.value} className="calendar-imports__choice">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-imported`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              aria-describedby={`${id}-${option.value}-hint`}
              data-autofocus={choice === option.value ? '' : undefined}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            <p id={`${id}-${option.value}-hint`} className="calendar-imports__choice-hint">
              {option.hint}
            </p>
          </div>
        ))}
      </fieldset>
      {error && (
        <p className="calendar-imports__error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-actions">
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={busy ? undefined : onCancel}>
          Cancel
        </Button>
        <BusyButton className="ui-button--danger" busy={busy} onClick={() => onConfirm(choice)}>
          Remove
        </BusyButton>
      </div>
    </Dialog>
  );
}
