import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The messages several of the account remote's screens share (the spec's words, libs/contracts ERRORS in English). */
export const sharedMessages = plainMessages(defineMessages({
  fetchResults: { id: 'account.shared.fetchResults', defaultMessage: 'Failed to fetch results. Please try your request again.' },
  deleteItem: { id: 'account.shared.deleteItem', defaultMessage: 'Failed to delete item: {reason}' },
  renameItem: { id: 'account.shared.renameItem', defaultMessage: 'Failed to rename item: {reason}' },
  unknownError: { id: 'account.shared.unknownError', defaultMessage: 'unknown error' },
  lastAdded: { id: 'account.shared.ordering.lastAdded', defaultMessage: 'Last added' },
  lastEdited: { id: 'account.shared.ordering.lastEdited', defaultMessage: 'Last edited' },
  date: { id: 'account.shared.ordering.date', defaultMessage: 'Date' },
  distance: { id: 'account.shared.ordering.distance', defaultMessage: 'Distance' },
}));

/** "Failed to delete item: ..." with the reason, or "unknown error" without one. */
export function deleteItemFailure(intl: IntlShape, reason: string | undefined): string {
  return intl.formatMessage(sharedMessages.deleteItem, { reason: reason || intl.formatMessage(sharedMessages.unknownError) });
}

/** "Failed to rename item: ..." with the reason, or "unknown error" without one. */
export function renameItemFailure(intl: IntlShape, reason: string | undefined): string {
  return intl.formatMessage(sharedMessages.renameItem, { reason: reason || intl.formatMessage(sharedMessages.unknownError) });
}

/** The words of the lists' orderings (libs/contracts' orderings carry their English label), by value. */
const ORDERING_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  '-created': sharedMessages.lastAdded,
  '-updated': sharedMessages.lastEdited,
  date: sharedMessages.date,
  distance: sharedMessages.distance,
};

/** An ordering's label in the reader's language; an ordering this table lacks keeps the contract's label. */
export function orderingLabel(intl: IntlShape, ordering: { readonly value: string; readonly label: string }): string {
  const descriptor = ORDERING_LABELS[ordering.value];
  return descriptor ? intl.formatMessage(descriptor) : ordering.label;
}
