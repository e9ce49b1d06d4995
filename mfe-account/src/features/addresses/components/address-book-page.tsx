import { isApiError } from '@events/api-client/api-error';
import { ADDRESS_ORDERINGS, ADDRESS_PATHS, type SavedAddress } from '@events/contracts/addresses';
import { RouterPager } from '@events/remote-kit/router-pager';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { deleteItemFailure, orderingLabel, sharedMessages } from '../../../i18n/shared-messages';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { addressBookHref, addressBookStateOf } from '../utils/address-book-state';
import { addressFlashOf } from '../utils/address-flash';
import { addressMessages } from '../utils/address-messages';
import { AddressCard } from './address-card';
import './addresses.css';

const messages = plainMessages(defineMessages({
  newAddress: { id: 'account.addressBook.newAddress', defaultMessage: 'New Address' },
  pages: { id: 'account.addressBook.pages', defaultMessage: 'Address book pages' },
  heading: { id: 'account.addressBook.heading', defaultMessage: 'Address Book' },
  sortNav: { id: 'account.addressBook.sortNav', defaultMessage: 'Sort addresses' },
  sortBy: { id: 'account.addressBook.sortBy', defaultMessage: 'Sort by:' },
  sortByOption: { id: 'account.addressBook.sortByOption', defaultMessage: 'Sort by' },
}));

function reasonOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.detail ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

/** The success message handed over by the form (router state), shown once and then dropped from the history entry. */
function useFlashMessage(): [string | null, (message: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState(() => addressFlashOf(location.state));
  const carried = addressFlashOf(location.state);
  useEffect(() => {
    if (carried === null) return;
    // A reload or a return to this entry should not announce it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [carried, location.pathname, location.search, navigate]);
  return [message, setMessage];
}

/** /saved/addresses/: the signed-in user's address book (spec "Address book"). */
export function AddressBookPage() {
  const intl = useAppIntl();
  const [search] = useSearchParams();
  const state = addressBookStateOf(search);
  const query = useAddresses(state);
  const deletion = useDeleteAddress();
  const [flash, setFlash] = useFlashMessage();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<number>>(new Set());
  const [removedIds, setRemovedIds] = useState<ReadonlySet<number>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = async (address: SavedAddress) => {
    setConfirming(null);
    setDeleteError(null);
    setFlash(null);
    setDeletingIds((ids) => new Set(ids).add(address.id));
    try {
      await deletion.mutateAsync(address.id);
      setRemovedIds((ids) => new Set(ids).add(address.id));
      setFlash(
        address.address_name
          ? intl.formatMessage(addressMessages.deleted, { item: address.address_name })
          : intl.formatMessage(addressMessages.deletedUnnamed),
      );
      headingRef.current?.focus();
    } catch (error) {
      setDeleteError(deleteItemFailure(intl, reasonOf(error)));
    } finally {
      setDeletingIds((ids) => {
        const next = new Set(ids);
        next.delete(address.id);
        return next;
      });
    }
  };

  const data = query.data;
  const addresses = (data?.results ?? []).filter((a) => !removedIds.has(a.id));
  const total = data ? Math.max(0, data.pagination.totalItems - (data.results.length - addresses.length)) : 0;
  const newAddressLink = (
    <Link to={ADDRESS_PATHS.add} className="ui-button">
      {intl.formatMessage(messages.newAddress)}
    </Link>
  );

  let content;
  if (query.isPending) {
    content = <Spinner />;
  } else if (query.isError && !data) {
    content = <ErrorState message={intl.formatMessage(sharedMessages.fetchResults)} onRetry={() => void query.refetch()} />;
  } else if (total === 0) {
    content = (
      <EmptyState title={intl.formatMessage(addressMessages.emptyTitle)} message={intl.formatMessage(addressMessages.emptyText)}>
        {newAddressLink}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className="address-book__list" aria-busy={query.isFetching || undefined}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                deleting={deletingIds.has(address.id)}
                onDelete={(item, menuButton) => {
                  setReturnFocusTo(menuButton);
                  setConfirming(item);
                }}
              />
            </li>
          ))}
        </ul>
        {data && (
          <RouterPager
            pagination={data.pagination}
            hrefFor={(page) => addressBookHref({ ...state, page })}
            label={intl.formatMessage(messages.pages)}
            onNavigated={() => headingRef.current?.focus()}
          />
        )}
      </>
    );
  }

  return (
    <section className="address-book" aria-labelledby="address-book-heading">
      <div className="address-book__header">
        <h1 id="address-book-heading" ref={headingRef} tabIndex={-1} className="address-book__title">
          {data ? intl.formatMessage(addressMessages.heading, { count: total }) : intl.formatMessage(messages.heading)}
        </h1>
        {total > 0 && newAddressLink}
      </div>
      <div role="status" className="address-book__status" data-testid="address-book-status">
        {flash && <p className="ui-notice">{flash}</p>}
      </div>
      {deleteError && (
        <p className="ui-form-errors" role="alert">
          {deleteError}
        </p>
      )}
      {total > 0 && (
        <nav className="address-book__sort" aria-label={intl.formatMessage(messages.sortNav)}>
          <span className="address-book__sort-label" aria-hidden="true">
            {intl.formatMessage(messages.sortBy)}
          </span>
          <ul className="ui-chip-list">
            {ADDRESS_ORDERINGS.map((option) => (
              <li key={option.value}>
                <Link
                  className="ui-chip"
                  to={addressBookHref({ ordering: option.value, page: 1 })}
                  aria-current={option.value === state.ordering ? 'true' : undefined}
                >
                  <span className="ui-visually-hidden">{intl.formatMessage(messages.sortByOption)} </span>
                  {orderingLabel(intl, option)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {content}
      {confirming && (
        <ConfirmDeleteDialog
          returnFocusTo={returnFocusTo}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void remove(confirming)}
        />
      )}
    </section>
  );
}
