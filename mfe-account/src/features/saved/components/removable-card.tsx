import { useAppIntl } from '@events/ui/i18n/app-intl';
import type { ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import type { Removal } from '../../../hooks/use-removal';
import '../../../components/saved-list/saved-list.css';

const messages = defineMessages({ delete: { id: 'account.savedItem.delete', defaultMessage: 'Delete' } });

export type RemovableCardProps = {
  /** The item's name, so each delete button has its own accessible name ("Delete Jazz Night"). */
  name: string;
  removal: Removal;
  children: ReactNode;
};

/** A saved item's card (a list item) with its delete control: dimmed (and busy) while the call runs, gone after success. */
export function RemovableCard({ name, removal, children }: RemovableCardProps) {
  const intl = useAppIntl();
  if (removal.removed) return null;
  return (
    <li className={['saved-item', removal.removing && 'saved-item--removing'].filter(Boolean).join(' ')} aria-busy={removal.removing || undefined} data-testid="saved-item">
      {children}
      <div className="saved-item__actions">
        <button type="button" className="ui-button ui-button--secondary saved-item__delete" disabled={removal.removing} onClick={() => void removal.remove()}>
          {intl.formatMessage(messages.delete)}<span className="ui-visually-hidden"> {name}</span>
        </button>
      </div>
      {removal.error && (
        <p className="saved-item__error" role="alert">
          {removal.error}
        </p>
      )}
    </li>
  );
}
