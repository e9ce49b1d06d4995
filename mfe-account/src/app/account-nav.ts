import { ACCOUNT_PATHS } from '@events/contracts/account';
import { ADDRESS_PATHS } from '@events/contracts/addresses';

export type AccountNavItem = { readonly to: string; readonly label: string };

/** The account area's sections, in the order the navigation lists them. */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { to: '/saved/events/', label: 'My Events' },
  { to: '/saved/venues/', label: 'My Venues' },
  { to: '/saved/searches/', label: 'Saved Searches' },
  { to: ADDRESS_PATHS.book, label: 'Address Book' },
  { to: ACCOUNT_PATHS.page, label: 'Account Details' },
];
