import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The address book's notices (libs/contracts ADDRESS_MESSAGES in English), in the reader's language. */
export const addressMessages = plainMessages(defineMessages({
  heading: { id: 'account.addresses.heading', defaultMessage: '{count, plural, one {# Saved Address} other {# Saved Addresses}}' },
  emptyTitle: { id: 'account.addresses.emptyTitle', defaultMessage: 'Your Address Book is empty.' },
  emptyText: { id: 'account.addresses.emptyText', defaultMessage: 'Save your custom addresses for use in searches.' },
  saved: { id: 'account.addresses.saved', defaultMessage: 'Successfully saved "{item}" to your Address Book.' },
  updated: { id: 'account.addresses.updated', defaultMessage: 'Successfully updated "{item}".' },
  deleted: { id: 'account.addresses.deleted', defaultMessage: '"{item}" was deleted successfully.' },
  deletedUnnamed: { id: 'account.addresses.deletedUnnamed', defaultMessage: 'Your Address Book entry was deleted successfully.' },
}));
