import { addressSearchHref, ADDRESS_PATHS, type SavedAddress } from '@events/contracts/addresses';
import { ActionMenu } from '@events/ui/action-menu';
import { useRef } from 'react';
import { Link, useNavigate } from '@events/router';
import { addressCardName } from '../utils/address-book-state';

export type AddressCardProps = {
  address: SavedAddress;
  /** The deletion runs: the card is dimmed and its actions wait. */
  deleting: boolean;
  /** `menuButton`: where focus returns when the confirmation closes. */
  onDelete: (address: SavedAddress, menuButton: HTMLElement | null) => void;
};

/** A saved address: its name (cut at 24) and short address, linking to the events around it; View, Edit, Delete. */
export function AddressCard({ address, deleting, onDelete }: AddressCardProps) {
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
        label={<span aria-hidden="true">⋯</span>}
        ariaLabel={`Actions for ${address.address_name}`}
        buttonClassName="address-card__menu-button"
        items={[
          { id: 'view', label: 'View', onSelect: () => void navigate(searchHref), disabled: deleting },
          { id: 'edit', label: 'Edit', onSelect: () => void navigate(ADDRESS_PATHS.edit(address.id)), disabled: deleting },
          {
            id: 'delete',
            label: 'Delete',
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
