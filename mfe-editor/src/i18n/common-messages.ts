import type { ClaimStatus, SubscriptionStatus } from '@events/contracts/reference';
import { formatClockTime, localTimeOf } from '@events/domain/local-time';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The editor desk's words shared by several screens (the contracts' English, in the reader's language). */
export const commonMessages = plainMessages(defineMessages({
  fetchResults: { id: 'editor.common.fetchResults', defaultMessage: 'Failed to fetch results. Please try your request again.' },
  deleteItem: { id: 'editor.common.deleteItem', defaultMessage: 'Failed to delete item: {reason}' },
  unknownError: { id: 'editor.common.unknownError', defaultMessage: 'unknown error' },
  noItems: { id: 'editor.common.noItems', defaultMessage: 'No items to display.' },
  actionFailed: { id: 'editor.common.actionFailed', defaultMessage: 'The action failed. Please try again.' },
  venueSubmissions: { id: 'editor.common.venueSubmissions', defaultMessage: 'Venue Submissions' },
  proposedMerges: { id: 'editor.common.proposedMerges', defaultMessage: 'Proposed Merges' },
  blocksTitle: { id: 'editor.common.blocksTitle', defaultMessage: 'Blocked fediverse servers' },
  downloadCsv: { id: 'editor.common.downloadCsv', defaultMessage: 'Download CSV' },
  cancel: { id: 'editor.common.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'editor.common.edit', defaultMessage: 'Edit' },
  delete: { id: 'editor.common.delete', defaultMessage: 'Delete' },
}));

/** ERRORS.deleteItem of the contracts, in the reader's language. */
export function deleteItemError(intl: IntlShape, reason?: string): string {
  return intl.formatMessage(commonMessages.deleteItem, { reason: reason || intl.formatMessage(commonMessages.unknownError) });
}

/** CLAIM_STATUSES' labels. */
export const CLAIM_STATUS_MESSAGES: Readonly<Record<ClaimStatus, MessageDescriptor>> = defineMessages({
  claimed: { id: 'editor.claimStatus.claimed', defaultMessage: 'Claimed' },
  new: { id: 'editor.claimStatus.new', defaultMessage: 'New' },
  verifying: { id: 'editor.claimStatus.verifying', defaultMessage: 'Verifying' },
  verified: { id: 'editor.claimStatus.verified', defaultMessage: 'Verified' },
  canceled: { id: 'editor.claimStatus.canceled', defaultMessage: 'Canceled' },
  rejected: { id: 'editor.claimStatus.rejected', defaultMessage: 'Rejected' },
});

/** The subscription statuses as the selects show them: English shows Stripe's own codes, as it always has; other languages name them. */
export const SUBSCRIPTION_STATUS_MESSAGES: Readonly<Record<SubscriptionStatus, MessageDescriptor>> = defineMessages({
  incomplete: { id: 'editor.subscriptionStatus.incomplete', defaultMessage: 'incomplete' },
  incomplete_expired: { id: 'editor.subscriptionStatus.incompleteExpired', defaultMessage: 'incomplete_expired' },
  trialing: { id: 'editor.subscriptionStatus.trialing', defaultMessage: 'trialing' },
  active: { id: 'editor.subscriptionStatus.active', defaultMessage: 'active' },
  past_due: { id: 'editor.subscriptionStatus.pastDue', defaultMessage: 'past_due' },
  canceled: { id: 'editor.subscriptionStatus.canceled', defaultMessage: 'canceled' },
  unpaid: { id: 'editor.subscriptionStatus.unpaid', defaultMessage: 'unpaid' },
});

/** The options of a subscription status select: each status sent as its code, shown in the reader's language. */
export function subscriptionStatusOptions(intl: IntlShape, statuses: readonly SubscriptionStatus[]): { value: SubscriptionStatus; label: string }[] {
  return statuses.map((value) => ({ value, label: intl.formatMessage(SUBSCRIPTION_STATUS_MESSAGES[value]) }));
}

/**
 * A wall-clock time in a zone: English keeps the house's `7:00 PM` (formatClockTime), other languages read their
 * own clock (`19:00`).
 */
export function clockTime(intl: IntlShape, instant: Date, timeZone: string, withSeconds = false): string {
  if (intl.locale === 'en') {
    const time = localTimeOf(instant, timeZone);
    const clock = formatClockTime(time);
    return withSeconds ? clock.replace(' ', `:${time.slice(6, 8)} `) : clock;
  }
  return intl.formatTime(instant, { timeZone, hour: '2-digit', minute: '2-digit', ...(withSeconds ? { second: '2-digit' } : {}) });
}

/** A date and time to the second, as `toLocaleString()` showed it (`3/14/2027, 7:00:00 PM`), in the reader's language. */
export function dateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });
}
