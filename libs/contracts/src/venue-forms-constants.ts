// The venue forms' screen routes without zod: the venues listing links to them on the page's first route.

/** The id of the venue edit screen's "Calendar feeds" section, the fragment of VENUE_FORM_PATHS.calendarFeeds. */
export const CALENDAR_FEEDS_FRAGMENT = 'calendar-feeds';

/** Screen routes of the venue forms (mfe-producer). */
export const VENUE_FORM_PATHS = {
  add: '/manage/venues/add/',
  /** The public suggestion form (the editors review what it sends). */
  suggest: '/manage/venues/suggest/',
  owners: '/manage/venues/',
  edit: (id: number) => `/manage/venues/edit/${id}/`,
  /** The edit screen at its "Calendar feeds" section (issue 30), which takes the focus when opened this way. */
  calendarFeeds: (id: number) => `/manage/venues/edit/${id}/#${CALENDAR_FEEDS_FRAGMENT}`,
  events: '/manage/events/',
} as const;
