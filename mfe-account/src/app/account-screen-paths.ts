/**
 * The addresses this remote's screens answer, data only: account-routes.tsx routes them, and the build writes them to
 * its REMOTE_SCREEN_PATHS_FILE, from which the backend answers 404 for any other address under `/saved/` (the
 * remote's not-found screen).
 */
export const ACCOUNT_SCREEN_PATHS = {
  addressBook: '/saved/addresses/',
  addressAdd: '/saved/addresses/add/',
  addressEdit: '/saved/addresses/edit/:id/',
  account: '/account/',
  savedEvents: '/saved/events/',
  savedVenues: '/saved/venues/',
  savedSearches: '/saved/searches/',
} as const;
