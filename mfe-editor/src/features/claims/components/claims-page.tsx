import {
  CLAIM_CONTACT_FILTERS,
  CLAIM_MESSAGES,
  CLAIM_ORDERINGS,
  type ClaimContactFilter,
  type ClaimOrdering,
  type ClaimRequest,
  parseClaimStatusFilter,
} from '@events/contracts/claims';
import { ERRORS } from '@events/contracts/messages';
import { CLAIM_STATUSES, type ClaimStatus } from '@events/contracts/reference';
import { RouterPager } from '@events/remote-kit/router-pager';
import { Button } from '@events/ui/button';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { ClaimStatusBadge, SubscriptionBadge } from '@events/ui/status-badge';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '@events/router';
import { deleteClaim } from '../api/delete-claim';
import { CLAIMS_KEY, useClaims } from '../api/get-claims';
import { ClaimModal } from './claim-modal';
import { timeAgo } from './time-ago';
import './claims.css';

const BASE = '/manage/venues/claims/';

type DeskView = { statuses: readonly ClaimStatus[] | 'all'; ordering: ClaimOrdering; contact: ClaimContactFilter | undefined };

function pageHref({ statuses, ordering, contact }: DeskView, page = 1): string {
  const query = new URLSearchParams();
  query.set('status', statuses === 'all' ? 'all' : statuses.join(','));
  if (ordering !== '-created') query.set('ordering', ordering);
  if (contact) query.set('contact', contact);
  if (page > 1) query.set('page', String(page));
  return `${BASE}?${query.toString()}`;
}

/**
 * Manage Producer Requests, /manage/venues/claims/ (spec sections 2, 4, 5): filter buttons per status with 'reset'
 * (default claimed, new, verifying; unknown values in the query are dropped), a filter for claimants whose e-mail
 * address is unconfirmed, ordering Created or Updated, cards with the venue, contact, subscription, status badge and
 * time ago, and the editing modal.
 */
export function ClaimsPage() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const statuses = parseClaimStatusFilter(search.get('status') ?? undefined);
  const ordering: ClaimOrdering = search.get('ordering') === '-updated' ? '-updated' : '-created';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const contact = CLAIM_CONTACT_FILTERS.find((value) => value === search.get('contact'));
  const view: DeskView = { statuses, ordering, contact };
  const statusParam = statuses === 'all' ? 'all' : statuses.join(',');
  const list = useClaims({ ordering, status: statusParam, page, ...(contact ? { contact } : {}) });
  const [editing, setEditing] = useState<ClaimRequest | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ClaimRequest | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: [CLAIMS_KEY] });

  function toggle(status: ClaimStatus): string {
    const current = statuses === 'all' ? CLAIM_STATUSES.map((s) => s.value) : statuses;
    const next = current.includes(status) ? current.filter((s) => s !== status) : [...current, status];
    return pageHref({ ...view, statuses: next.length === 0 ? 'all' : next });
  }

  async function remove(claim: ClaimRequest) {
    setDeleteError(null);
    try {
      await deleteClaim(claim.id);
      reload();
    } catch (failure) {
      setDeleteError(ERRORS.deleteItem(failure instanceof Error ? failure.message : undefined));
    } finally {
      setDeleting(null);
    }
  }

  let body;
  if (list.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (list.data.results.length === 0) body = <EmptyState title={CLAIM_MESSAGES.noItems} />;
  else
    body = (
      <>
        <ul className="claims__items" aria-busy={list.isFetching || undefined}>
          {list.data.results.map((claim) => (
            <li key={claim.id} className="claim-card">
              {/* A click anywhere on the card's text opens it, as its Edit button does (the keyboard's way in). */}
              <div className="claim-card__main" onClick={() => setEditing(claim)}>
                <h2 className="claim-card__venue">
                  {claim.poi ? claim.poi.name : CLAIM_MESSAGES.venueMissing}
                  {claim.poi && !claim.poi.published && <span className="claim-card__unpublished"> ({CLAIM_MESSAGES.unpublished})</span>}
                </h2>
                <p>
                  Contact: {claim.billingContact.username} &lt;{claim.billingContact.email}&gt;
                  {!claim.billingContact.emailConfirmed && <span className="claim-badge claim-badge--yellow claim-card__unconfirmed">e-mail not confirmed</span>}
                </p>
                <p>
                  Subscription:{' '}
                  {claim.subscription ? (
                    <>
                      <SubscriptionBadge status={claim.subscription.status} /> {claim.subscription.planName}
                    </>
                  ) : (
                    'none'
                  )}
                </p>
                <p>
                  <ClaimStatusBadge status={claim.status} /> {ordering === '-updated' ? 'Updated' : 'Created'}{' '}
                  <time dateTime={ordering === '-updated' ? claim.updated : claim.created}>{timeAgo(ordering === '-updated' ? claim.updated : claim.created)}</time>
                </p>
              </div>
              <div className="claim-card__actions">
                <Button variant="secondary" onClick={() => setEditing(claim)} aria-label={`Edit claim of ${claim.poi?.name ?? CLAIM_MESSAGES.venueMissing}`}>
                  Edit
                </Button>
                {claim.status !== 'verified' && (
                  <Button variant="secondary" onClick={() => setDeleting(claim)} aria-label={`Delete claim of ${claim.poi?.name ?? CLAIM_MESSAGES.venueMissing}`}>
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <RouterPager pagination={list.data.pagination} hrefFor={(p) => pageHref(view, p)} />
      </>
    );

  return (
    <section className="claims">
      <h1>Manage Producer Requests</h1>
      <nav aria-label="Filter by status" className="claims__filters">
        <ul className="ui-chip-list">
          {CLAIM_STATUSES.map((s) => {
            const on = statuses === 'all' || statuses.includes(s.value);
            return (
              <li key={s.value}>
                <Link to={toggle(s.value)} className="ui-chip" aria-pressed={on} role="button">
                  {s.label}
                </Link>
              </li>
            );
          })}
          <li>
            {/* Claims an address nobody proved stands behind: with Verified, the ones granted before addresses were confirmed. */}
            <Link to={pageHref({ ...view, contact: contact ? undefined : 'unconfirmed' })} className="ui-chip" aria-pressed={contact === 'unconfirmed'} role="button">
              Unconfirmed e-mail only
            </Link>
          </li>
          <li>
            <Link to={BASE}>reset</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="Order claims" className="claims__ordering">
        <span>Order by:</span>
        <ul className="ui-chip-list">
          {CLAIM_ORDERINGS.map((o) => (
            <li key={o.value}>
              <Link to={pageHref({ ...view, ordering: o.value })} className="ui-chip" aria-current={o.value === ordering ? 'true' : undefined}>
                {o.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {deleteError && <p role="alert">{deleteError}</p>}
      {body}
      {editing && <ClaimModal claim={editing} onClose={() => setEditing(null)} onSaved={reload} />}
      {deleting && (
        <ConfirmDeleteDialog
          message={`The claim of ${deleting.poi?.name ?? CLAIM_MESSAGES.venueMissing} by ${deleting.billingContact.username} will be deleted permanently.`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}
