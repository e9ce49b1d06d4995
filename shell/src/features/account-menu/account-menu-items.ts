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
};

/** The heading of the producer's group of the menu. */
export const PRODUCER_GROUP = 'Producer';

/**
 * The producer's tools (issue 27; the spec's menu is a floor here): the home and the contact form to anyone who
 * manages a venue or has claimed one, the producer screens to producers, Add Event only while a subscription
 * publishes (as the spec's Add Event), My Claims once there is a claim.
 */
function producerItems(user: UserContext, managesEvents: boolean): MenuLinkItem[] {
  const producer = user.isProducer || user.producerQuotas.length > 0;
  const items: MenuLinkItem[] = [{ id: 'producer-home', label: 'My Venues', href: PRODUCER_PATHS.home }];
  if (producer) items.push({ id: 'events', label: 'My Events', href: PRODUCER_PATHS.events });
  if (managesEvents) items.push({ id: 'add-event', label: 'Add Event', href: PRODUCER_PATHS.addEvent });
  if (producer) {
    items.push(
      { id: 'calendars', label: 'My Calendars', href: PRODUCER_PATHS.calendars },
      { id: 'venue-stats', label: 'My Venue Data', href: PRODUCER_PATHS.venueData },
      { id: 'subscription', label: 'Subscription', href: PRODUCER_PATHS.subscription },
    );
  }
  if (user.hasClaims) items.push({ id: 'claims', label: 'My Claims', href: CLAIM_PATHS.mine });
  items.push({ id: 'support', label: 'Contact Support', href: PRODUCER_PATHS.support });
  return items.map((item) => ({ ...item, group: PRODUCER_GROUP }));
}

/**
 * The account menu's items for this user: the spec's per role (producer-and-account.md section 6), with the
 * producer's tools gathered in one group for anyone who manages or has claimed a venue.
 */
export function accountMenuItems(user: UserContext, { currentPath, touch }: AccountMenuOptions): MenuLinkItem[] {
  const { isSuperuser, isZeditor, isStaff } = user;
  const managesEvents = isSuperuser || isZeditor || (user.isProducer && user.hasActiveSubscription);
  const edits = isSuperuser || isZeditor;
  const inProducerGroup = user.isProducer || user.producerQuotas.length > 0 || user.hasClaims;

  const pages: MenuLinkItem[] = [
    { id: 'account', label: 'Account Details', href: ACCOUNT_PAGE_PATH },
    { id: 'addresses', label: 'Address Book', href: '/saved/addresses/' },
  ];
  if (inProducerGroup) pages.push(...producerItems(user, managesEvents));
  else if (managesEvents) {
    pages.push(
      { id: 'events', label: 'Events', href: PRODUCER_PATHS.events },
      { id: 'add-event', label: 'Add Event', href: PRODUCER_PATHS.addEvent },
    );
  }
  // Not in the spec's menu (it names the page, /manage/stats/, but no entry): staff and superusers read the site's
  // figures there; producers have it in their group.
  if (!inProducerGroup && (isSuperuser || isStaff)) pages.push({ id: 'venue-stats', label: 'My Venue Data', href: PRODUCER_PATHS.venueData });
  if (edits) {
    pages.push(
      { id: 'venue-moderation', label: 'Venue Moderation', href: '/manage/venues/claims/' },
      { id: 'add-event-legacy', label: 'Add Event - LEGACY', href: '/add/event/' },
      { id: 'add-poi', label: 'Add POI', href: '/manage/venues/add/' },
      { id: 'add-poi-legacy', label: 'Add POI - LEGACY', href: '/add/poi/' },
      { id: 'editor-profile', label: 'Editor Profile', href: '/editor/' },
      { id: 'editor-timesheets', label: 'Editor Timesheets', href: '/editor/timesheets/' },
      { id: 'poi-qa-report', label: 'POI QA Report', href: '/editor/reports/poi-qa/' },
    );
  }
  if (isSuperuser) {
    pages.push(
      { id: 'user-report', label: 'User Report', href: '/editor/reports/users/' },
      { id: 'editor-report', label: 'Editor Report', href: '/editor/reports/editors/' },
      // Not in the spec's menu: what user:create and plan:set do, the categories and the content pages, from the browser (issue 27).
      { id: 'users', label: 'Users', href: USER_ADMIN_PATH },
      { id: 'plans', label: 'Plans', href: PLAN_ADMIN_PATH },
      { id: 'categories', label: 'Categories', href: CATEGORY_ADMIN_PATH },
      { id: 'content-pages', label: 'Content Pages', href: CONTENT_PAGE_ADMIN_PATH },
      // Nor is the job engine's page (issue 28): each scheduled job's runs, and Run now.
      { id: 'jobs', label: 'Jobs', href: JOBS_ADMIN_PATH },
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
  items.push({ id: LOG_OUT_ITEM_ID, label: 'Log Out', href: logoutPagePath(currentPath) });
  return items;
}
