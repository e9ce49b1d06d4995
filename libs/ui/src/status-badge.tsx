import { CLAIM_STATUSES, type ClaimStatus, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@events/contracts/reference';
import './status-badge.css';

/** A claim status badge in the spec's colour (claimed yellow, new platinum, verifying blue, verified green, canceled brown, rejected red). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const entry = CLAIM_STATUSES.find((s) => s.value === status);
  return <span className={`claim-badge claim-badge--${entry?.color ?? 'platinum'}`}>{entry?.label ?? status}</span>;
}

/** A subscription status badge (incomplete, incomplete_expired, canceled, unpaid red; trialing, past_due yellow; active green). */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  const entry = SUBSCRIPTION_STATUSES.find((s) => s.value === status);
  return <span className={`claim-badge claim-badge--${entry?.color ?? 'red'}`}>{status}</span>;
}
