import {
  CLAIM_CONTACT_FILTERS,
  CLAIM_ORDERINGS,
  type ClaimContactFilter,
  type ClaimOrdering,
  type ClaimRequest,
  parseClaimStatusFilter,
} from '@events/contracts/claims';
import { CLAIM_STATUSES, type ClaimStatus } from '@events/contracts/reference';
import { RouterPager } from '@events/remote-kit/router-pager';
import { Button } from '@events/ui/button';
import { ConfirmDeleteDialog } from '@events/ui/confirm-delete-dialog';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { ClaimStatusBadge, SubscriptionBadge } from '@events/ui/status-badge';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { Link, useSearchParams } from '@events/router';
import { deleteClaim } from '../api/delete-claim';
import { CLAIMS_KEY, useClaims } from '../api/get-claims';
import { CLAIM_STATUS_MESSAGES, commonMessages, deleteItemError } from '../../../i18n/common-messages';
import { ClaimModal, claimMessages } from './claim-modal';
import { timeAgo } from './time-ago';
import './claims.css';

const BASE = '/manage/venues/claims/';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.claims.title', defaultMessage: 'Manage Producer Requests' },
  contact: { id: 'editor.claims.contact', defaultMessage: 'Contact: {username} <{email}>' },
  emailNotConfirmed: { id: 'editor.claims.emailNotConfirmed', defaultMessage: 'e-mail not confirmed' },
  subscription: { id: 'editor.claims.subscription', defaultMessage: 'Subscription: {value}' },
  unpublishedVenue: { id: 'editor.claims.unpublishedVenue', defaultMessage: '{venue}<muted> (unpublished)</muted>' },
  changed: { id: 'editor.claims.changed', defaultMessage: '{badge} {ordering, select, updated {Updated} other {Created}} {time}' },
  none: { id: 'editor.claims.none', defaultMessage: 'none' },
  updated: { id: 'editor.claims.updated', defaultMessage: 'Updated' },
  created: { id: 'editor.claims.created', defaultMessage: 'Created' },
  editLabel: { id: 'editor.claims.editLabel', defaultMessage: 'Edit claim of {venue}' },
  deleteLabel: { id: 'editor.claims.deleteLabel', defaultMessage: 'Delete claim of {venue}' },
  filterByStatus: { id: 'editor.claims.filterByStatus', defaultMessage: 'Filter by status' },
  unconfirmedOnly: { id: 'editor.claims.unconfirmedOnly', defaultMessage: 'Unconfirmed e-mail only' },
  reset: { id: 'editor.claims.reset', defaultMessage: 'reset' },
  orderClaims: { id: 'editor.claims.orderClaims', defaultMessage: 'Order claims' },
  orderBy: { id: 'editor.claims.orderBy', defaultMessage: 'Order by:' },
  confirmDelete: { id: 'editor.claims.confirmDelete', defaultMessage: 'The claim of {venue} by {username} will be deleted permanently.' },
}));

/** CLAIM_ORDERINGS' labels. */
const ORDERING_MESSAGES: Readonly<Record<ClaimOrdering, MessageDescriptor>> = { '-created': messages.created, '-updated': messages.updated };

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
  const intl = useAppIntl();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const venueOf = (claim: ClaimRequest) => claim.poi?.name ?? intl.formatMessage(claimMessages.venueMissing);
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
      setDeleteError(deleteItemError(intl, failure instanceof Error ? failure.message : undefined));
    } finally {
      setDeleting(null);
    }
  }

  let body;
  if (list.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (list.data.results.length === 0) body = <EmptyState title={intl.formatMessage(commonMessages.noItems)} />;
  else
    body = (
      <>
        <ul className="claims__items" aria-busy={list.isFetching || undefined}>
          {list.data.results.map((claim) => (
            <li key={claim.id} className="claim-card">
              {/* A click anywhere on the card's text opens it, as its Edit button does (the keyboard's way in). */}
              <div className="claim-card__main" onClick={() => setEditing(claim)}>
                <h2 className="claim-card__venue">
                  {claim.poi && !claim.poi.published
                    ? intl.formatMessage(messages.unpublishedVenue, {
                        venue: claim.poi.name,
                        muted: (chunks) => <span className="claim-card__unpublished">{chunks}</span>,
                      })
                    : venueOf(claim)}
                </h2>
                <p>
                  {intl.formatMessage(messages.contact, { username: claim.billingContact.username, email: claim.billingContact.email })}
                  {!claim.billingContact.emailConfirmed && (
                    <span className="claim-badge claim-badge--yellow claim-card__unconfirmed">{intl.formatMessage(messages.emailNotConfirmed)}</span>
                  )}
                </p>
                <p>
                  {intl.formatMessage(messages.subscription, {
                    value: claim.subscription ? (
                      <>
                        <SubscriptionBadge status={claim.subscription.status} /> <span className="claim-card__plan">{claim.subscription.planName}</span>
                      </>
                    ) : (
                      intl.formatMessage(messages.none)
                    ),
                  })}
                </p>
                <p>
                  {intl.formatMessage(messages.changed, {
                    badge: <ClaimStatusBadge status={claim.status} />,
                    ordering: ordering === '-updated' ? 'updated' : 'created',
                    time: <time dateTime={ordering === '-updated' ? claim.updated : claim.created}>{timeAgo(intl, ordering === '-updated' ? claim.updated : claim.created)}</time>,
                  })}
                </p>
              </div>
              <div className="claim-card__actions">
                <Button variant="secondary" onClick={() => setEditing(claim)} aria-label={intl.formatMessage(messages.editLabel, { venue: venueOf(claim) })}>
                  {intl.formatMessage(commonMessages.edit)}
                </Button>
                {claim.status !== 'verified' && (
                  <Button variant="secondary" onClick={() => setDeleting(claim)} aria-label={intl.formatMessage(messages.deleteLabel, { venue: venueOf(claim) })}>
                    {intl.formatMessage(commonMessages.delete)}
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
      <h1>{intl.formatMessage(messages.title)}</h1>
      <nav aria-label={intl.formatMessage(messages.filterByStatus)} className="claims__filters">
        <ul className="ui-chip-list">
          {CLAIM_STATUSES.map((s) => {
            const on = statuses === 'all' || statuses.includes(s.value);
            return (
              <li key={s.value}>
                <Link to={toggle(s.value)} className="ui-chip" aria-pressed={on} role="button">
                  {intl.formatMessage(CLAIM_STATUS_MESSAGES[s.value])}
                </Link>
              </li>
            );
          })}
          <li>
            {/* Claims an address nobody proved stands behind: with Verified, the ones granted before addresses were confirmed. */}
            <Link to={pageHref({ ...view, contact: contact ? undefined : 'unconfirmed' })} className="ui-chip" aria-pressed={contact === 'unconfirmed'} role="button">
              {intl.formatMessage(messages.unconfirmedOnly)}
            </Link>
          </li>
          <li>
            <Link to={BASE}>{intl.formatMessage(messages.reset)}</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={intl.formatMessage(messages.orderClaims)} className="claims__ordering">
        <span>{intl.formatMessage(messages.orderBy)}</span>
        <ul className="ui-chip-list">
          {CLAIM_ORDERINGS.map((o) => (
            <li key={o.value}>
              <Link to={pageHref({ ...view, ordering: o.value })} className="ui-chip" aria-current={o.value === ordering ? 'true' : undefined}>
                {intl.formatMessage(ORDERING_MESSAGES[o.value])}
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
          message={intl.formatMessage(messages.confirmDelete, { venue: venueOf(deleting), username: deleting.billingContact.username })}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}
