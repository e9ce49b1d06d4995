/**
 * The addresses this remote's screens answer, data only: producer-routes.tsx routes them, and the build writes them to
 * its REMOTE_SCREEN_PATHS_FILE, from which the backend answers 404 for any other address under `/manage/events/`,
 * `/manage/venues/` and `/account/widgets/` (the remote's not-found screen). Written out rather than taken from the
 * contracts' link paths, so the routes chunk does not load those contracts' schemas; producer-screen-paths.spec.ts
 * checks that every link lands on one of them.
 */
export const PRODUCER_SCREEN_PATHS = {
  // Legacy add pages (spec section 2), which lead to the new forms.
  legacyAddEvent: '/add/event/',
  legacyAddLivestream: '/add/livestream/',
  legacyAddVenue: '/add/poi/',
  venueAdd: '/manage/venues/add/',
  venueSuggest: '/manage/venues/suggest/',
  home: '/manage/',
  support: '/manage/support/submit/',
  claim: '/claim/poi/producer/',
  myClaims: '/account/claims/',
  venueStats: '/manage/stats/',
  events: '/manage/events/',
  eventAdd: '/manage/events/add/',
  eventEdit: '/manage/events/edit/:id/',
  venues: '/manage/venues/',
  venueEdit: '/manage/venues/edit/:id/',
  subscription: '/subscription/manage/',
  widgets: '/account/widgets/',
  widgetAdd: '/account/widgets/add/',
  widgetEdit: '/account/widgets/edit/:id/',
  widgetMetrics: '/account/widgets/:id/metrics/',
} as const;
