import { CLAIM_STATUSES, type ClaimStatus, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@events/contracts/reference';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import './status-badge.css';

/** The claim statuses' names (CLAIM_STATUSES' labels of @events/contracts/reference). */
const CLAIM_LABELS = defineMessages({
  claimed: { id: 'ui.claimStatus.claimed', defaultMessage: 'Claimed' },
  new: { id: 'ui.claimStatus.new', defaultMessage: 'New' },
  verifying: { id: 'ui.claimStatus.verifying', defaultMessage: 'Verifying' },
  verified: { id: 'ui.claimStatus.verified', defaultMessage: 'Verified' },
  canceled: { id: 'ui.claimStatus.canceled', defaultMessage: 'Canceled' },
  rejected: { id: 'ui.claimStatus.rejected', defaultMessage: 'Rejected' },
}) satisfies Record<ClaimStatus, MessageDescriptor>;

/** The subscription statuses as shown: English shows Stripe's own codes, as it always has; other languages name them. */
const SUBSCRIPTION_LABELS = defineMessages({
  incomplete: { id: 'ui.subscriptionStatus.incomplete', defaultMessage: 'incomplete' },
  incomplete_expired: { id: 'ui.subscriptionStatus.incompleteExpired', defaultMessage: 'incomplete_expired' },
  trialing: { id: 'ui.subscriptionStatus.trialing', defaultMessage: 'trialing' },
  active: { id: 'ui.subscriptionStatus.active', defaultMessage: 'active' },
  past_due: { id: 'ui.subscriptionStatus.pastDue', defaultMessage: 'past_due' },
  canceled: { id: 'ui.subscriptionStatus.canceled', defaultMessage: 'canceled' },
  unpaid: { id: 'ui.subscriptionStatus.unpaid', defaultMessage: 'unpaid' },
}) satisfies Record<SubscriptionStatus, MessageDescriptor>;

/** A claim status badge in the spec's colour (claimed yellow, new platinum, verifying blue, verified green, canceled brown, rejected red). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const intl = useAppIntl();
  const entry = CLAIM_STATUSES.find((s) => s.value === status);
  const label = entry ? intl.formatMessage(CLAIM_LABELS[entry.value]) : status;
  return <span className={`claim-badge claim-badge--${entry?.color ?? 'platinum'}`}>{label}</span>;
}

/** A subscription status badge (incomplete, incomplete_expired, canceled, unpaid red; trialing, past_due yellow; active green). */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  const intl = useAppIntl();
  const entry = SUBSCRIPTION_STATUSES.find((s) => s.value === status);
  const label = entry ? intl.formatMessage(SUBSCRIPTION_LABELS[entry.value]) : status;
  return <span className={`claim-badge claim-badge--${entry?.color ?? 'red'}`}>{label}</span>;
}
