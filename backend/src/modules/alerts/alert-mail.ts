import { ALERT_EVENTS_PER_SEARCH, ALERT_MESSAGES, alertsEndpoints } from '@events/contracts/alerts';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import { CURRENT_LOCATION, SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { formatDistance, toMeters } from '@events/domain/distance';
import type { MailBlock, MailTemplate } from '../mail/mail-template.js';
import { formatNextOccurrence, searchUrlOf, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import type { CancellationsSection } from './alert-cancellations.js';
import { nameWithStatus } from '@events/contracts/event-status';

/** One saved search's part of a digest: its new events (listing order), and how many more were left out. */
export type DigestSection = {
  readonly searchName: string;
  /** `/events/?...`: the search's listing. */
  readonly searchUrl: string;
  readonly unsubscribeToken: string;
  readonly events: readonly EventCard[];
  readonly moreCount: number;
  /** Why the mail's location is not the search's own (current location, deleted address), when it is not. */
  readonly note?: string;
};

export type DigestMailInput = {
  /** Site origin for every link (`https://host`). */
  readonly origin: string;
  readonly units: DistanceUnit;
  readonly supportAddress: string;
  readonly sections: readonly DigestSection[];
  /** Events the searches announced earlier that are cancelled since (alert-cancellations.ts), when there are any. */
  readonly cancellations?: CancellationsSection | null;
  /** A staff preview or test send: says that it shows upcoming events rather than new ones. */
  readonly preview?: boolean;
};

export type DigestMail = {
  readonly subject: string;
  readonly template: MailTemplate;
  /** RFC 2369 / 8058 headers: one-click unsubscribe of every search in the mail. */
  readonly headers: Readonly<Record<string, string>>;
};

/** The address that turns off the searches of these unsubscribe tokens (GET: a page; POST: one click). */
export function unsubscribeUrl(origin: string, tokens: readonly string[]): string {
  return `${origin}${alertsEndpoints.unsubscribe.path.replace('{token}', tokens.join(','))}`;
}

function eventLines(card: EventCard, units: DistanceUnit): string[] {
  const venue = card.pointOfInterest;
  const place = [venue.name, [venue.city, venue.state].filter((part) => part !== '').join(', ')].filter((part) => part !== '').join(', ');
  const lines = [formatNextOccurrence(card), card.isInPerson ? place : 'Online'];
  if (card.distance !== null) lines.push(ALERT_MESSAGES.distance(formatDistance(toMeters(card.distance, units), units).split(' ')[0] as string, units));
  return lines.filter((line) => line !== '');
}

function sectionBlocks(section: DigestSection, input: DigestMailInput): MailBlock[] {
  const blocks: MailBlock[] = [{ kind: 'heading', text: section.searchName }];
  if (section.note) blocks.push({ kind: 'paragraph', text: section.note });
  for (const card of section.events) {
    blocks.push({ kind: 'item', title: nameWithStatus(card.name, card.status), url: `${input.origin}${card.absoluteUrl}`, lines: eventLines(card, input.units) });
  }
  if (section.moreCount > 0) blocks.push({ kind: 'paragraph', text: ALERT_MESSAGES.more(section.moreCount) });
  blocks.push({ kind: 'button', label: ALERT_MESSAGES.openSearch(section.searchName), url: `${input.origin}${section.searchUrl}` });
  blocks.push({ kind: 'small', text: ALERT_MESSAGES.turnOff(section.searchName), url: unsubscribeUrl(input.origin, [section.unsubscribeToken]) });
  return blocks;
}

/** The cancelled events, each with its date, venue and link; the heading says they are cancelled. */
function cancellationBlocks(section: CancellationsSection, input: DigestMailInput): MailBlock[] {
  return [
    { kind: 'heading', text: ALERT_MESSAGES.cancellations.heading },
    ...section.events.map((card): MailBlock => ({ kind: 'item', title: card.name, url: `${input.origin}${card.absoluteUrl}`, lines: eventLines(card, input.units) })),
  ];
}

/**
 * A user's digest: first the events announced earlier that are cancelled since, so a reader who planned to go learns
 * it at once; then every search with something new, each with its events (date, venue, distance, link, and the status
 * of one that does not go ahead as planned), a link to open the search and its own unsubscribe link; then the manage
 * link and the support address. A mail that only tells cancellations says so in its subject and title. The
 * List-Unsubscribe header turns off all the searches of this mail in one click.
 */
export function composeDigestMail(input: DigestMailInput): DigestMail {
  const total = input.sections.reduce((sum, section) => sum + section.events.length + section.moreCount, 0);
  const cancelled = input.cancellations?.events ?? [];
  const onlyCancellations = total === 0 && cancelled.length > 0;
  const blocks: MailBlock[] = [];
  if (input.preview) blocks.push({ kind: 'paragraph', text: ALERT_MESSAGES.previewNote });
  if (input.cancellations && cancelled.length > 0) blocks.push(...cancellationBlocks(input.cancellations, input));
  for (const section of input.sections) blocks.push(...sectionBlocks(section, input));
  blocks.push({ kind: 'small', text: ALERT_MESSAGES.why });
  blocks.push({ kind: 'small', text: ALERT_MESSAGES.manage, url: `${input.origin}${SAVED_SEARCH_PATHS.page}` });
  blocks.push({ kind: 'small', text: ALERT_MESSAGES.support(input.supportAddress) });
  const oneClick = unsubscribeUrl(input.origin, [
    ...new Set([...input.sections.map((section) => section.unsubscribeToken), ...(input.cancellations?.unsubscribeTokens ?? [])]),
  ]);
  const template = onlyCancellations
    ? { title: ALERT_MESSAGES.cancellations.title, preview: ALERT_MESSAGES.cancellations.preview(cancelled.map((card) => card.name)), blocks }
    : { title: ALERT_MESSAGES.title, preview: ALERT_MESSAGES.preview(input.sections.map((section) => section.searchName)), blocks };
  return {
    subject: onlyCancellations ? ALERT_MESSAGES.cancellations.subject(cancelled.length) : ALERT_MESSAGES.subject(total),
    template,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Why a search's mail is not centred on the search's own place, as the listing falls back; undefined when it is. */
export function locationNoteOf(search: Pick<SavedSearchRow, 'address' | 'default_loc_id' | 'radius'>): string | undefined {
  if (search.address === null && search.default_loc_id === CURRENT_LOCATION) {
    return ALERT_MESSAGES.currentLocationFallback(DEFAULT_LOCATIONS[0].name);
  }
  // A radius without a place: the search had an address-book entry that was deleted (the column was set null).
  if (search.address === null && search.default_loc_id === '' && search.radius !== null) return ALERT_MESSAGES.addressGone;
  return undefined;
}

/** A search's part of a digest: at most ALERT_EVENTS_PER_SEARCH of its events, the rest counted. */
export function sectionOf(search: SavedSearchRow, events: readonly EventCard[], today: string): DigestSection {
  const note = locationNoteOf(search);
  return {
    searchName: search.search_name,
    searchUrl: searchUrlOf(search, today),
    unsubscribeToken: search.unsubscribe_token,
    events: events.slice(0, ALERT_EVENTS_PER_SEARCH),
    moreCount: Math.max(0, events.length - ALERT_EVENTS_PER_SEARCH),
    ...(note === undefined ? {} : { note }),
  };
}
