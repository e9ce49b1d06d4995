import { safeNextPath } from '@events/api-client/auth-paths';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The back link's words (formatted by DetailBackLink in the reader's language). */
export const BACK_LINK_MESSAGES = plainMessages(defineMessages({
  calendar: { id: 'discovery.backLink.calendar', defaultMessage: 'Back to calendar' },
  results: { id: 'discovery.backLink.results', defaultMessage: 'Back to results' },
  events: { id: 'discovery.backLink.events', defaultMessage: 'Back to events' },
  venues: { id: 'discovery.backLink.venues', defaultMessage: 'Back to venues' },
}));

export type DetailBackLink = {
  readonly href: string;
  readonly label: MessageDescriptor;
  /** The widget page is its own document (served at /widget/{id}/), not a route of this app. */
  readonly external: boolean;
};

const WIDGET_ID = /^[\w-]{1,64}$/;

/**
 * Where a detail page's back link leads (spec section 2: "returns to the widget events page or to the events
 * results, using query parameters search and widget"):
 * - `widget=<id>`: the widget's events page, /widget/{id}/;
 * - `search`: the results the visitor came from, either a path on this site (`/events/?date_start=...`, as the
 *   cards write it) or a listing query string (`date_start=...`, read as the events results);
 * - otherwise the list the page belongs to.
 */
export function detailBackLink(query: URLSearchParams | string, list: 'events' | 'venues'): DetailBackLink {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const widget = params.get('widget');
  if (widget && WIDGET_ID.test(widget)) return { href: `/widget/${widget}/`, label: BACK_LINK_MESSAGES.calendar, external: true };
  const search = params.get('search')?.trim();
  if (search) {
    if (search.startsWith('/')) {
      const path = safeNextPath(search);
      if (path && (path.startsWith('/events/') || path.startsWith('/venues/'))) return { href: path, label: BACK_LINK_MESSAGES.results, external: false };
    } else {
      const listing = search.replace(/^\?/, '');
      if (listing !== '') return { href: `/events/?${new URLSearchParams(listing).toString()}`, label: BACK_LINK_MESSAGES.results, external: false };
    }
  }
  return list === 'events'
    ? { href: '/events/', label: BACK_LINK_MESSAGES.events, external: false }
    : { href: '/venues/', label: BACK_LINK_MESSAGES.venues, external: false };
}

/** The context parameters a link from a detail page to another detail page keeps (widget and search). */
export function contextQuery(query: URLSearchParams | string): string {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const kept = new URLSearchParams();
  for (const key of ['search', 'widget']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
