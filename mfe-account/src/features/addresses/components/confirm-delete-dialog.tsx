import { ADDRESS_MESSAGES } from '@events/contracts/addresses';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';

export type ConfirmDeleteDialogProps = {
  /** Rendered only while open, so the dialog returns focus to what had it when it opened. */
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where focus goes back (e.g. the card's menu button when the dialog was opened from its menu). */
  returnFocusTo?: HTMLElement | null;
};

/** 'Are you sure?' / 'This object will be deleted permanently.' with Cancel and Delete (spec "Address form"). */
export function ConfirmDeleteDialog({ onConfirm, onCancel, busy = false, returnFocusTo }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open onClose={onCancel} title={ADDRESS_MESSAGES.confirmTitle} className="confirm-dialog" returnFocusTo={returnFocusTo}>
      <p>{ADDRESS_MESSAGES.confirmText}</p>
      <div className="ui-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus="">
          Cancel
        </Button>
        <Button className="address-button--danger" busy={busy} onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
