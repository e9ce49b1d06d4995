import { DELETE_CONFIRMATION } from '@events/contracts/messages';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

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
export function ConfirmDeleteDialog({ title = DELETE_CONFIRMATION.title, message = DELETE_CONFIRMATION.text, onConfirm, onCancel, busy = false, returnFocusTo }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open onClose={onCancel} title={title} className="confirm-dialog" returnFocusTo={returnFocusTo}>
      <p>{message}</p>
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus="">
          Cancel
        </Button>
        <Button className="ui-button--danger" busy={busy} onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
