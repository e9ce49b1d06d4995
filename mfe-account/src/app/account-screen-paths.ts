import { ACCOUNT_PATHS } from '@events/contracts/account';
import { ADDRESS_PATHS } from '@events/contracts/addresses';

/**
 * The addresses this remote's screens answer, data only: account-routes.tsx routes them, and the build writes them to
 * its REMOTE_SCREEN_PATHS_FILE, from which the backend answers 404 for any other address under `/saved/` (the
 * remote's not-found screen). The contracts its navigation loads anyway give their paths; the others are written out,
 * and account-screen-paths.spec.ts checks that every link lands on one of them.
 */
export const ACCOUNT_SCREEN_PATHS = {
  addressBook: ADDRESS_PATHS.book,
  addressAdd: ADDRESS_PATHS.add,
  addressEdit: '/saved/addresses/edit/:id/',
  account: ACCOUNT_PATHS.page,
  savedEvents: '/saved/events/',
  savedVenues: '/saved/venues/',
  savedSearches: '/saved/searches/',
} as const;
