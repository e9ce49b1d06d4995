import { ACCOUNT_PATHS } from '@events/contracts/account';
import { ADDRESS_PATHS } from '@events/contracts/addresses';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';

const messages = defineMessages({
  events: { id: 'account.nav.events', defaultMessage: 'My Events' },
  venues: { id: 'account.nav.venues', defaultMessage: 'My Venues' },
  searches: { id: 'account.nav.searches', defaultMessage: 'Saved Searches' },
  addresses: { id: 'account.nav.addresses', defaultMessage: 'Address Book' },
  details: { id: 'account.nav.details', defaultMessage: 'Account Details' },
});

export type AccountNavItem = { readonly to: string; readonly label: MessageDescriptor };

/** The account area's sections, in the order the navigation lists them. */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { to: '/saved/events/', label: messages.events },
  { to: '/saved/venues/', label: messages.venues },
  { to: '/saved/searches/', label: messages.searches },
  { to: ADDRESS_PATHS.book, label: messages.addresses },
  { to: ACCOUNT_PATHS.page, label: messages.details },
];
