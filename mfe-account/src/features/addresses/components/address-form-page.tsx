import { isApiError } from '@events/api-client/api-error';
import { ADDRESS_PATHS } from '@events/contracts/addresses';
import { ERRORS } from '@events/contracts/messages';
import { idInAddress } from '@events/contracts/lists';
import { ErrorState } from '@events/ui/error-state';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';
import { Link, useParams } from '@events/router';
import { useAddress } from '../api/get-address';
import { AddressForm } from './address-form';
import './addresses.css';

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="address-form-page" aria-labelledby="address-form-heading">
      <p className="address-form-page__back">
        <Link to={ADDRESS_PATHS.book}>‹ Address Book</Link>
      </p>
      <h1 id="address-form-heading">{title}</h1>
      {children}
    </section>
  );
}

/** /saved/addresses/add/ */
export function AddressAddPage() {
  return (
    <FormFrame title="New Address">
      <AddressForm address={null} />
    </FormFrame>
  );
}

/** /saved/addresses/edit/{id}/: an unknown id (or anyone else's) is the in-region "Page not found". */
export function AddressEditPage() {
  const id = idInAddress(useParams().id);
  const query = useAddress(id);
  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <NotFound LinkComponent={Link} />;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={ERRORS.fetchResults} onRetry={() => void query.refetch()} />;
  return (
    <FormFrame title="Edit Address">
      {/* A fresh form per address, so its values and geocoding state start from that address. */}
      <AddressForm key={query.data.id} address={query.data} />
    </FormFrame>
  );
}
