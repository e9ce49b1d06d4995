import { z } from 'zod';
import { anyRole, endpointGroup, PUBLIC } from './endpoint.js';
import { NOT_STAFF } from './endpoint-errors.js';
import { idSchema } from './lists.js';

/**
 * Saved-search alerts and feeds (issue 18; spec producer-and-account sections 2, 3 and 7): the daily digest mail's
 * words, the staff preview and test send, the signed-out unsubscribe, and the private calendar and RSS feeds of
 * a saved search.
 */

/** A stored random token: 64 lowercase hex characters (unsubscribe links, feed addresses). */
export const ALERT_TOKEN_PATTERN = /^[0-9a-f]{64}$/;
/** A token path segment: anything that is not a token is answered like an unknown token (404), never a 400. */
export const alertTokenSchema = z.string().max(200, 'Not a valid token.');

/** The List-Unsubscribe address of a digest holds the tokens of every search in it, comma-separated. */
export const MAX_TOKENS_PER_UNSUBSCRIBE = 100;
export const unsubscribeTokensSchema = z
  .string()
  .max(MAX_TOKENS_PER_UNSUBSCRIBE * 65, 'Not a valid token.')
  .transform((value) => value.split(','));

/** True when every token has the stored tokens' form (and there are not too many). */
export function wellFormedTokens(tokens: readonly string[]): boolean {
  return tokens.length >= 1 && tokens.length <= MAX_TOKENS_PER_UNSUBSCRIBE && tokens.every((token) => ALERT_TOKEN_PATTERN.test(token));
}

/** Events listed per search in one mail; the rest are counted with a link to the search. */
export const ALERT_EVENTS_PER_SEARCH = 10;

export const ALERT_MESSAGES = {
  subject: (count: number) => `${count} new event${count === 1 ? '' : 's'} for your saved searches`,
  title: 'New events for your saved searches',
  preview: (names: readonly string[]) => `New events matching ${names.join(', ')}`,
  openSearch: (name: string) => `Open “${name}” on the site`,
  more: (count: number) => `and ${count} more new event${count === 1 ? '' : 's'}`,
  turnOff: (name: string) => `Turn off alerts for “${name}”`,
  manage: 'Manage your saved searches',
  why: 'You get this mail because alerts are on for these saved searches.',
  support: (address: string) => `Questions? Write to ${address}.`,
  /** A search on the browser's current location: the mail cannot know it, so it uses the first default town. */
  currentLocationFallback: (town: string) => `This search uses your current location; this mail shows events near ${town}.`,
  /** A search whose address-book entry was deleted: the listing then searches the whole region. */
  addressGone: 'The address this search used was deleted, so these events come from the whole region.',
  distance: (value: string, unit: string) => `${value} ${unit} away`,
  testSubject: (subject: string) => `[Test] ${subject}`,
  /** Preview or test send of a search with nothing new: the mail shows its upcoming events instead. */
  previewNote: 'Preview: the upcoming events of this search, as the next digest would list them.',
  unsubscribeTitle: 'Stop alerts',
  unsubscribeQuestion: (names: readonly string[]) => `Stop e-mail alerts for ${names.map((n) => `“${n}”`).join(', ')}?`,
  unsubscribeButton: 'Turn off alerts',
  unsubscribed: (names: readonly string[]) => `Alerts are off for ${names.map((n) => `“${n}”`).join(', ')}.`,
  feedTitle: (name: string) => `Events: ${name}`,
  /** The saved searches list's alert switch, feed links and revoke (issue 18). */
  alertsSwitch: 'E-mail alerts',
  subscribeCalendar: 'Subscribe in your calendar',
  rss: 'RSS',
  revokeFeeds: 'Revoke feed links',
  feedsRevoked: 'New feed links made; the old ones no longer work.',
  switchFailed: 'Failed to change alerts. Please try your request again.',
  revokeFailed: 'Failed to revoke feed links. Please try your request again.',
  /** A digest's section on events it announced earlier that are now cancelled (issue 30). */
  cancellations: {
    heading: 'Cancelled since we told you',
    subject: (count: number) => (count === 1 ? 'An event we told you about is cancelled' : `${count} events we told you about are cancelled`),
    title: 'Cancelled events from your saved searches',
    preview: (names: readonly string[]) => `Cancelled: ${names.join(', ')}`,
  },
} as const;

/** POST staff test email body (spec section 7: "{id}"). */
export const alertTestEmailSchema = z.object({ id: idSchema });
export type AlertTestEmail = z.infer<typeof alertTestEmailSchema>;

export const alertTestEmailAnswerSchema = z.object({ to: z.string() });

const tokenParams = z.object({ token: alertTokenSchema });
const FORGED = 'A forged, revoked or unknown token: `{detail: "Not found."}`; nothing changes.';
const staffTools = endpointGroup({ tag: 'saved searches', access: anyRole('staff'), errors: { 403: NOT_STAFF, 404: 'No such saved search.' } });
/**
 * The links of a mail and of a search's feeds, which carry their own signed token. Their address is the search's
 * secret, so no shared cache keeps their answers.
 */
const alertLinks = endpointGroup({ tag: 'saved searches', access: PUBLIC, cache: 'private', errors: { 404: FORGED } });
const unsubscribeLink = alertLinks.with({ params: z.object({ token: unsubscribeTokensSchema }) });
const feed = alertLinks.with({ params: tokenParams });

/** Seconds feed readers and calendar apps may keep a feed before asking again (with If-None-Match). */
export const FEED_MAX_AGE_SECONDS = 900;

export const alertsEndpoints = {
  preview: staffTools.get('/events/api/v1/saved_searches/mail_preview/{id}/', {
    summary: "Staff: the HTML of a saved search's alert mail (opened in a new tab)",
    params: z.object({ id: idSchema }),
    responseKind: 'text/html',
    responseDescription: 'The mail as the next digest would render it.',
  }),
  testEmail: staffTools.post('/events/api/v1/saved_searches/test_email/', {
    summary: "Staff: mail a saved search's alert to yourself",
    body: alertTestEmailSchema,
    response: alertTestEmailAnswerSchema,
    responseDescription: 'Where the mail went.',
    errors: { 503: 'The mail could not be sent.' },
  }),
  unsubscribePage: unsubscribeLink.get('/events/api/v1/alerts/unsubscribe/{token}/', {
    summary: 'The page of a mail\'s unsubscribe link: asks to turn the alerts off (no sign-in)',
    responseKind: 'text/html',
    responseDescription: 'A page with one button.',
  }),
  unsubscribe: unsubscribeLink.post('/events/api/v1/alerts/unsubscribe/{token}/', {
    summary: 'One-click unsubscribe (RFC 8058): turns off the alerts of the searches the token names',
    body: z.object({ 'List-Unsubscribe': z.string().optional() }),
    bodyKind: 'form',
    bodyOptional: true,
    responseKind: 'text/html',
    responseDescription: 'A page saying the alerts are off.',
  }),
  calendarFeed: feed.get('/events/api/v1/alerts/feeds/{token}/calendar/', {
    summary: "A saved search's private iCalendar feed (webcal): one VEVENT per upcoming occurrence",
    responseKind: 'text/calendar',
    responseDescription: 'text/calendar; ETag and Cache-Control; 304 on a matching If-None-Match.',
  }),
  rssFeed: feed.get('/events/api/v1/alerts/feeds/{token}/rss/', {
    summary: "A saved search's private RSS feed",
    responseKind: 'application/xml',
    responseDescription: 'RSS 2.0; ETag and Cache-Control; 304 on a matching If-None-Match.',
  }),
} as const;

/** The feed addresses of a saved search's token, absolute on `origin` (calendar apps subscribe with webcal://). */
export function feedLinksOf(token: string, origin: string): { webcal: string; calendar: string; rss: string } {
  const calendar = `${origin}${alertsEndpoints.calendarFeed.path.replace('{token}', token)}`;
  return {
    calendar,
    webcal: calendar.replace(/^https?:/, 'webcal:'),
    rss: `${origin}${alertsEndpoints.rssFeed.path.replace('{token}', token)}`,
  };
}
