import { addressSearchHref, ADDRESS_PATHS, type SavedAddress } from '@events/contracts/addresses';
import { ActionMenu } from '@events/ui/action-menu';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useRef } from 'react';
import { Link, useNavigate } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { addressCardName } from '../utils/address-book-state';

/** The menu's button shows an ellipsis only (its name is `ariaLabel`). */
const MENU_SYMBOL = '⋯';

const messages = plainMessages(defineMessages({
  actions: { id: 'account.addressCard.actions', defaultMessage: 'Actions for {name}' },
  view: { id: 'account.addressCard.view', defaultMessage: 'View' },
  edit: { id: 'account.addressCard.edit', defaultMessage: 'Edit' },
  delete: { id: 'account.addressCard.delete', defaultMessage: 'Delete' },
}));

export type AddressCardProps = {
  address: SavedAddress;
  /** The deletion runs: the card is dimmed and its actions wait. */
  deleting: boolean;
  /** `menuButton`: where focus returns when the confirmation closes. */
  onDelete: (address: SavedAddress, menuButton: HTMLElement | null) => void;
};

/** A saved address: its name (cut at 24) and short address, linking to the events around it; View, Edit, Delete. */
export function AddressCard({ address, deleting, onDelete }: AddressCardProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const name = addressCardName(address.address_name);
  const searchHref = addressSearchHref(address);
  const card = useRef<HTMLElement>(null);
  return (
    <article
      ref={card}
      className={['address-card', deleting && 'address-card--deleting'].filter(Boolean).join(' ')}
      aria-busy={deleting || undefined}
      data-testid="address-card"
    >
      <div className="address-card__body">
        <h2 className="address-card__name">
          <Link to={searchHref} className="address-card__link" title={name === address.address_name ? undefined : address.address_name}>
            {name}
          </Link>
        </h2>
        {address.shortAddress && <p className="address-card__address">{address.shortAddress}</p>}
      </div>
      <ActionMenu
        label={<span aria-hidden="true">{MENU_SYMBOL}</span>}
        ariaLabel={intl.formatMessage(messages.actions, { name: address.address_name })}
        buttonClassName="address-card__menu-button"
        items={[
          { id: 'view', label: intl.formatMessage(messages.view), onSelect: () => void navigate(searchHref), disabled: deleting },
          { id: 'edit', label: intl.formatMessage(messages.edit), onSelect: () => void navigate(ADDRESS_PATHS.edit(address.id)), disabled: deleting },
          {
            id: 'delete',
            label: intl.formatMessage(messages.delete),
            // After the menu has closed; the dialog hands focus back to the menu's button, however long the menu
            // takes to return it there itself.
            onSelect: () => void setTimeout(() => onDelete(address, card.current?.querySelector<HTMLElement>('.address-card__menu-button') ?? null), 0),
            disabled: deleting,
          },
        ]}
      />
    </article>
  );
}
