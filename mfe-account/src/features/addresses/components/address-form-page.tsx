import { isApiError } from '@events/api-client/api-error';
import { ADDRESS_PATHS } from '@events/contracts/addresses';
import { idInAddress } from '@events/contracts/lists';
import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';
import { Link, useParams } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { sharedMessages } from '../../../i18n/shared-messages';
import { useAddress } from '../api/get-address';
import { AddressForm } from './address-form';
import './addresses.css';

const messages = defineMessages({
  back: { id: 'account.addressFormPage.back', defaultMessage: '‹ Address Book' },
  add: { id: 'account.addressFormPage.add', defaultMessage: 'New Address' },
  edit: { id: 'account.addressFormPage.edit', defaultMessage: 'Edit Address' },
});

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  const intl = useAppIntl();
  return (
    <section className="address-form-page" aria-labelledby="address-form-heading">
      <p className="address-form-page__back">
        <Link to={ADDRESS_PATHS.book}>{intl.formatMessage(messages.back)}</Link>
      </p>
      <h1 id="address-form-heading">{title}</h1>
      {children}
    </section>
  );
}

/** /saved/addresses/add/ */
export function AddressAddPage() {
  const intl = useAppIntl();
  return (
    <FormFrame title={intl.formatMessage(messages.add)}>
      <AddressForm address={null} />
    </FormFrame>
  );
}

/** /saved/addresses/edit/{id}/: an unknown id (or anyone else's) is the in-region "Page not found". */
export function AddressEditPage() {
  const intl = useAppIntl();
  const id = idInAddress(useParams().id);
  const query = useAddress(id);
  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <NotFound LinkComponent={Link} />;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={intl.formatMessage(sharedMessages.fetchResults)} onRetry={() => void query.refetch()} />;
  return (
    <FormFrame title={intl.formatMessage(messages.edit)}>
      {/* A fresh form per address, so its values and geocoding state start from that address. */}
      <AddressForm key={query.data.id} address={query.data} />
    </FormFrame>
  );
}
