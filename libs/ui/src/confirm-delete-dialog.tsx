import type { ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Button } from './button';
import { Dialog } from './dialog';
import { useAppIntl } from './i18n/app-intl';

const messages = defineMessages({
  // The spec's DELETE_CONFIRMATION (@events/contracts/messages).
  title: { id: 'ui.confirmDelete.title', defaultMessage: 'Are you sure?' },
  text: { id: 'ui.confirmDelete.text', defaultMessage: 'This object will be deleted permanently.' },
  cancel: { id: 'ui.confirmDelete.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'ui.confirmDelete.delete', defaultMessage: 'Delete' },
});

export type ConfirmDeleteDialogProps = {
  /** The question; 'Are you sure?' unless given. */
  title?: string;
  /** What deleting does; 'This object will be deleted permanently.' unless given. */
  message?: ReactNode;
  /** Rendered only while open, so the dialog returns focus to what had it when it opened. */
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where focus goes back (e.g. the card's menu button when the dialog was opened from its menu). */
  returnFocusTo?: HTMLElement | null;
};

/** The confirmation before a deletion: the question, its consequence, Cancel (focused first, the safe choice) and Delete. */
export function ConfirmDeleteDialog({ title, message, onConfirm, onCancel, busy = false, returnFocusTo }: ConfirmDeleteDialogProps) {
  const intl = useAppIntl();
  return (
    <Dialog open onClose={onCancel} title={title ?? intl.formatMessage(messages.title)} className="confirm-dialog" returnFocusTo={returnFocusTo}>
      <p>{message === undefined ? intl.formatMessage(messages.text) : message}</p>
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus="">
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button className="ui-button--danger" busy={busy} onClick={onConfirm}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
    </Dialog>
  );
}
