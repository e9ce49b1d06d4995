import type { CalendarSource } from '@events/contracts/calendar-imports';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useState } from 'react';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import type { RemovedSourceEvents } from '../api/remove-calendar-source';
import { BusyButton } from './busy-button';

const messages = plainMessages(defineMessages({
  keep: { id: 'producer.removeSource.keep', defaultMessage: 'Keep its events' },
  keepHint: { id: 'producer.removeSource.keepHint', defaultMessage: 'They stay listed as they are now and are no longer updated from this calendar.' },
  unpublish: { id: 'producer.removeSource.unpublish', defaultMessage: 'Unpublish its events' },
  unpublishHint: { id: 'producer.removeSource.unpublishHint', defaultMessage: 'They leave the listings; nothing else is deleted.' },
  title: { id: 'producer.removeSource.title', defaultMessage: 'Remove this calendar?' },
  question: {
    id: 'producer.removeSource.question',
    defaultMessage: '{count, plural, one {What happens to the event it imported?} other {What happens to the # events it imported?}}',
  },
  cancel: { id: 'producer.removeSource.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'producer.removeSource.remove', defaultMessage: 'Remove' },
}));

const CHOICES: readonly { value: RemovedSourceEvents; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'keep', label: messages.keep, hint: messages.keepHint },
  { value: 'unpublish', label: messages.unpublish, hint: messages.unpublishHint },
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
  const intl = useAppIntl();
  const id = useId();
  const [choice, setChoice] = useState<RemovedSourceEvents>('keep');
  const name = source.calendarName ?? source.address;
  return (
    <Dialog open onClose={busy ? () => undefined : onCancel} title={intl.formatMessage(messages.title)} className="calendar-imports__dialog">
      <p className="calendar-imports__dialog-name">{name}</p>
      <fieldset className="ui-fieldset calendar-imports__choices">
        <legend className="ui-field__label">
          {intl.formatMessage(messages.question, { count: source.eventCount })}
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
            <label htmlFor={`${id}-${option.value}`}>{intl.formatMessage(option.label)}</label>
            <p id={`${id}-${option.value}-hint`} className="calendar-imports__choice-hint">
              {intl.formatMessage(option.hint)}
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
          {intl.formatMessage(messages.cancel)}
        </Button>
        <BusyButton className="ui-button--danger" busy={busy} onClick={() => onConfirm(choice)}>
          {intl.formatMessage(messages.remove)}
        </BusyButton>
      </div>
    </Dialog>
  );
}
