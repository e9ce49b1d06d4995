import { ACCOUNT_PAGE_PATH, logoutPagePath } from '@events/api-client/auth-paths';
import type { UserContext } from '@events/contracts/auth';
import { CLAIM_PATHS } from '@events/contracts/claims';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import { CATEGORY_ADMIN_PATH } from '@events/contracts/category-admin';
import { CONTENT_PAGE_ADMIN_PATH } from '@events/contracts/content-pages-constants';
import { JOBS_ADMIN_PATH } from '@events/contracts/jobs';
import { PLAN_ADMIN_PATH } from '@events/contracts/plan-admin';
import { USER_ADMIN_PATH } from '@events/contracts/user-admin';
import type { MenuLinkItem } from '@events/ui/menu-button';
import { defineMessages, type IntlShape } from '@events/api-client/intl';

const messages = defineMessages({
  producerGroup: { id: 'shell.accountMenu.producerGroup', defaultMessage: 'Producer' },
  myVenues: { id: 'shell.accountMenu.myVenues', defaultMessage: 'My Venues' },
  myEvents: { id: 'shell.accountMenu.myEvents', defaultMessage: 'My Events' },
  addEvent: { id: 'shell.accountMenu.addEvent', defaultMessage: 'Add Event' },
  myCalendars: { id: 'shell.accountMenu.myCalendars', defaultMessage: 'My Calendars' },
  myVenueData: { id: 'shell.accountMenu.myVenueData', defaultMessage: 'My Venue Data' },
  subscription: { id: 'shell.accountMenu.subscription', defaultMessage: 'Subscription' },
  myClaims: { id: 'shell.accountMenu.myClaims', defaultMessage: 'My Claims' },
  contactSupport: { id: 'shell.accountMenu.contactSupport', defaultMessage: 'Contact Support' },
  accountDetails: { id: 'shell.accountMenu.accountDetails', defaultMessage: 'Account Details' },
  addressBook: { id: 'shell.accountMenu.addressBook', defaultMessage: 'Address Book' },
  events: { id: 'shell.accountMenu.events', defaultMessage: 'Events' },
  venueModeration: { id: 'shell.accountMenu.venueModeration', defaultMessage: 'Venue Moderation' },
  addEventLegacy: { id: 'shell.accountMenu.addEventLegacy', defaultMessage: 'Add Event - LEGACY' },
  addPoi: { id: 'shell.accountMenu.addPoi', defaultMessage: 'Add POI' },
  addPoiLegacy: { id: 'shell.accountMenu.addPoiLegacy', defaultMessage: 'Add POI - LEGACY' },
  editorProfile: { id: 'shell.accountMenu.editorProfile', defaultMessage: 'Editor Profile' },
  editorTimesheets: { id: 'shell.accountMenu.editorTimesheets', defaultMessage: 'Editor Timesheets' },
  poiQaReport: { id: 'shell.accountMenu.poiQaReport', defaultMessage: 'POI QA Report' },
  userReport: { id: 'shell.accountMenu.userReport', defaultMessage: 'User Report' },
  editorReport: { id: 'shell.accountMenu.editorReport', defaultMessage: 'Editor Report' },
  users: { id: 'shell.accountMenu.users', defaultMessage: 'Users' },
  plans: { id: 'shell.accountMenu.plans', defaultMessage: 'Plans' },
  categories: { id: 'shell.accountMenu.categories', defaultMessage: 'Categories' },
  contentPages: { id: 'shell.accountMenu.contentPages', defaultMessage: 'Content Pages' },
  jobs: { id: 'shell.accountMenu.jobs', defaultMessage: 'Jobs' },
  logOut: { id: 'shell.accountMenu.logOut', defaultMessage: 'Log Out' },
});

/** The menu's label: first name, else username, cut at 15 characters (spec "Header account menu"). */
export const MENU_LABEL_MAX = 15;

export function accountMenuLabel(user: Pick<UserContext, 'firstName' | 'username'>): string {
  const name = user.firstName.trim() || user.username;
  return name.slice(0, MENU_LABEL_MAX);
}

export const LOG_OUT_ITEM_ID = 'log-out';

/**
 * Staff-only tools, opened in a new tab, in the spec's order. Their URLs come from the user context's
 * staffLinks (matched by label; the backend's STAFF_LINKS setting); a tool without a configured URL is left out.
 * Product names, in every language.
 */
const STAFF_TOOLS: readonly { id: string; label: string }[] = [
  { id: 'wagtail', label: 'Wagtail CMS' },
  { id: 'django-admin', label: 'Django Admin' },
  { id: 'lighthouse', label: 'Lighthouse Report' },
  { id: 'sql-explorer', label: 'SQL Explorer' },
  { id: 'sentry', label: 'Sentry' },
  { id: 'aws-console', label: 'AWS Console' },
];

export type AccountMenuOptions = {
  /** The current path and query: Log Out comes back to it. */
  currentPath: string;
  /** Touch devices (no hover): menu links open in a new tab. */
  touch: boolean;
  /** The reader's language: the items' labels. */
  intl: IntlShape;
};


/**
 * The producer's tools (issue 27; the spec's menu is a floor here): the home and the contact form to anyone who
 * manages a venue or has claimed one, the producer screens to producers, Add Event only while a subscription
 * publishes (as the spec's Add Event), My Claims once there is a claim.
 */
function producerItems(user: UserContext, managesEvents: boolean, intl: IntlShape): MenuLinkItem[] {
  const producer = user.isProducer || user.producerQuotas.length > 0;
  const items: MenuLinkItem[] = [{ id: 'producer-home', label: intl.formatMessage(messages.myVenues), href: PRODUCER_PATHS.home }];
  if (producer) items.push({ id: 'events', label: intl.formatMessage(messages.myEvents), href: PRODUCER_PATHS.events });
  if (managesEvents) items.push({ id: 'add-event', label: intl.formatMessage(messages.addEvent), href: PRODUCER_PATHS.addEvent });
  if (producer) {
    items.push(
      { id: 'calendars', label: intl.formatMessage(messages.myCalendars), href: PRODUCER_PATHS.calendars },
      { id: 'venue-stats', label: intl.formatMessage(messages.myVenueData), href: PRODUCER_PATHS.venueData },
      { id: 'subscription', label: intl.formatMessage(messages.subscription), href: PRODUCER_PATHS.subscription },
    );
  }
  if (user.hasClaims) items.push({ id: 'claims', label: intl.formatMessage(messages.myClaims), href: CLAIM_PATHS.mine });
  items.push({ id: 'support', label: intl.formatMessage(messages.contactSupport), href: PRODUCER_PATHS.support });
  const group = intl.formatMessage(messages.producerGroup);
  return items.map((item) => ({ ...item, group }));
}

/**
 * The account menu's items for this user: the spec's per role (producer-and-account.md section 6), with the
 * producer's tools gathered in one group for anyone who manages or has claimed a venue.
 */
export function accountMenuItems(user: UserContext, { currentPath, touch, intl }: AccountMenuOptions): MenuLinkItem[] {
  const { isSuperuser, isZeditor, isStaff } = user;
  const managesEvents = isSuperuser || isZeditor || (user.isProducer && user.hasActiveSubscription);
  const edits = isSuperuser || isZeditor;
  const inProducerGroup = user.isProducer || user.producerQuotas.length > 0 || user.hasClaims;

  const pages: MenuLinkItem[] = [
    { id: 'account', label: intl.formatMessage(messages.accountDetails), href: ACCOUNT_PAGE_PATH },
    { id: 'addresses', label: intl.formatMessage(messages.addressBook), href: '/saved/addresses/' },
  ];
  if (inProducerGroup) pages.push(...producerItems(user, managesEvents, intl));
  else if (managesEvents) {
    pages.push(
      { id: 'events', label: intl.formatMessage(messages.events), href: PRODUCER_PATHS.events },
      { id: 'add-event', label: intl.formatMessage(messages.addEvent), href: PRODUCER_PATHS.addEvent },
    );
  }
  // Not in the spec's menu (it names the page, /manage/stats/, but no entry): staff and superusers read the site's
  // figures there; producers have it in their group.
  if (!inProducerGroup && (isSuperuser || isStaff)) pages.push({ id: 'venue-stats', label: intl.formatMessage(messages.myVenueData), href: PRODUCER_PATHS.venueData });
  if (edits) {
    pages.push(
      { id: 'venue-moderation', label: intl.formatMessage(messages.venueModeration), href: '/manage/venues/claims/' },
      { id: 'add-event-legacy', label: intl.formatMessage(messages.addEventLegacy), href: '/add/event/' },
      { id: 'add-poi', label: intl.formatMessage(messages.addPoi), href: '/manage/venues/add/' },
      { id: 'add-poi-legacy', label: intl.formatMessage(messages.addPoiLegacy), href: '/add/poi/' },
      { id: 'editor-profile', label: intl.formatMessage(messages.editorProfile), href: '/editor/' },
      { id: 'editor-timesheets', label: intl.formatMessage(messages.editorTimesheets), href: '/editor/timesheets/' },
      { id: 'poi-qa-report', label: intl.formatMessage(messages.poiQaReport), href: '/editor/reports/poi-qa/' },
    );
  }
  if (isSuperuser) {
    pages.push(
      { id: 'user-report', label: intl.formatMessage(messages.userReport), href: '/editor/reports/users/' },
      { id: 'editor-report', label: intl.formatMessage(messages.editorReport), href: '/editor/reports/editors/' },
      // Not in the spec's menu: what user:create and plan:set do, the categories and the content pages, from the browser (issue 27).
      { id: 'users', label: intl.formatMessage(messages.users), href: USER_ADMIN_PATH },
      { id: 'plans', label: intl.formatMessage(messages.plans), href: PLAN_ADMIN_PATH },
      { id: 'categories', label: intl.formatMessage(messages.categories), href: CATEGORY_ADMIN_PATH },
      { id: 'content-pages', label: intl.formatMessage(messages.contentPages), href: CONTENT_PAGE_ADMIN_PATH },
      // Nor is the job engine's page (issue 28): each scheduled job's runs, and Run now.
      { id: 'jobs', label: intl.formatMessage(messages.jobs), href: JOBS_ADMIN_PATH },
    );
  }
  const items = pages.map((item) => (touch ? { ...item, newTab: true } : item));

  if (isStaff) {
    for (const tool of STAFF_TOOLS) {
      const href = user.staffLinks.find((link) => link.label === tool.label)?.url;
      if (href) items.push({ id: tool.id, label: tool.label, href, newTab: true });
    }
    // Links the deployment adds beyond the spec's tools (the default points at the product's own staff pages).
    user.staffLinks.forEach((link, index) => {
      if (!STAFF_TOOLS.some((tool) => tool.label === link.label)) items.push({ id: `staff-link-${index}`, label: link.label, href: link.url, newTab: true });
    });
  }

  // Log Out stays in this tab on touch devices too: signing out in a new tab would leave this one signed in. Its
  // href is the confirmation screen (a GET never signs out); a plain click logs out with a POST instead.
  items.push({ id: LOG_OUT_ITEM_ID, label: intl.formatMessage(messages.logOut), href: logoutPagePath(currentPath) });
  return items;
}
