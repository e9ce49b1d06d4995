import { defineMessages, type NoMessageValues, type IntlShape } from '@formatjs/intl';
import { ALERT_EVENTS_PER_SEARCH, alertsEndpoints } from '@events/contracts/alerts';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import { CURRENT_LOCATION, SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { formatDistance, toMeters } from '@events/domain/distance';
import { serverIntl } from '../../common/i18n/server-intl.js';
import type { MailBlock, MailTemplate } from '../mail/mail-template.js';
import { searchUrlOf, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import type { CancellationsSection } from './alert-cancellations.js';
import { eventTitle, nextOccurrenceText, placeText, shownName } from './alert-event-lines.js';

/**
 * The digest's words (issue 31: in the reader's language). The English is ALERT_MESSAGES' of @events/contracts/alerts,
 * which the saved searches screens and the tests share; counts are ICU plurals, names and addresses are arguments.
 */
export const digestMessages = defineMessages<{
  subject: { count: number };
  title: NoMessageValues;
  preview: { names: string };
  openSearch: { name: string };
  more: { count: number };
  turnOff: { name: string };
  manage: NoMessageValues;
  why: NoMessageValues;
  support: { address: string };
  currentLocationFallback: { town: string };
  addressGone: NoMessageValues;
  distance: { distance: string; unit: string };
  testSubject: { subject: string };
  previewNote: NoMessageValues;
  cancellationsHeading: NoMessageValues;
  cancellationsSubject: { count: number };
  cancellationsTitle: NoMessageValues;
  cancellationsPreview: { names: string };
}>({
  subject: {
    id: 'mail.alerts.digest.subject',
    defaultMessage: '{count, plural, one {{count} new event} other {{count} new events}} for your saved searches',
  },
  title: { id: 'mail.alerts.digest.title', defaultMessage: 'New events for your saved searches' },
  preview: { id: 'mail.alerts.digest.preview', defaultMessage: 'New events matching {names}' },
  openSearch: { id: 'mail.alerts.digest.openSearch', defaultMessage: 'Open “{name}” on the site' },
  more: { id: 'mail.alerts.digest.more', defaultMessage: 'and {count, plural, one {{count} more new event} other {{count} more new events}}' },
  turnOff: { id: 'mail.alerts.digest.turnOff', defaultMessage: 'Turn off alerts for “{name}”' },
  manage: { id: 'mail.alerts.digest.manage', defaultMessage: 'Manage your saved searches' },
  why: { id: 'mail.alerts.digest.why', defaultMessage: 'You get this mail because alerts are on for these saved searches.' },
  support: { id: 'mail.alerts.digest.support', defaultMessage: 'Questions? Write to {address}.' },
  currentLocationFallback: {
    id: 'mail.alerts.digest.currentLocationFallback',
    defaultMessage: 'This search uses your current location; this mail shows events near {town}.',
  },
  addressGone: {
    id: 'mail.alerts.digest.addressGone',
    defaultMessage: 'The address this search used was deleted, so these events come from the whole region.',
  },
  distance: { id: 'mail.alerts.digest.distance', defaultMessage: '{distance} {unit} away' },
  testSubject: { id: 'mail.alerts.digest.testSubject', defaultMessage: '[Test] {subject}' },
  previewNote: { id: 'mail.alerts.digest.previewNote', defaultMessage: 'Preview: the upcoming events of this search, as the next digest would list them.' },
  cancellationsHeading: { id: 'mail.alerts.cancellations.heading', defaultMessage: 'Cancelled since we told you' },
  cancellationsSubject: {
    id: 'mail.alerts.cancellations.subject',
    defaultMessage: '{count, plural, one {An event we told you about is cancelled} other {{count} events we told you about are cancelled}}',
  },
  cancellationsTitle: { id: 'mail.alerts.cancellations.title', defaultMessage: 'Cancelled events from your saved searches' },
  cancellationsPreview: { id: 'mail.alerts.cancellations.preview', defaultMessage: 'Cancelled: {names}' },
});

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
  /** The reader's language (users.language): null or unset reads English. */
  readonly language?: string | null;
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

/** "2.3 mi away": the distance as the listing rounds it (one decimal under ten units), in the reader's digits. */
function distanceText(distance: number, units: DistanceUnit, intl: IntlShape): string {
  const rounded = formatDistance(toMeters(distance, units), units).split(' ')[0] as string;
  const decimals = rounded.includes('.') ? 1 : 0;
  const number = intl.formatNumber(Number(rounded), { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
  return intl.formatMessage(digestMessages.distance, { distance: number, unit: units });
}

function eventLines(card: EventCard, units: DistanceUnit, intl: IntlShape): string[] {
  const lines = [nextOccurrenceText(card, intl), placeText(card, intl)];
  if (card.distance !== null) lines.push(distanceText(card.distance, units, intl));
  return lines.filter((line) => line !== '');
}

function sectionBlocks(section: DigestSection, input: DigestMailInput, intl: IntlShape): MailBlock[] {
  const blocks: MailBlock[] = [{ kind: 'heading', text: section.searchName }];
  if (section.note) blocks.push({ kind: 'paragraph', text: section.note });
  for (const card of section.events) {
    blocks.push({
      kind: 'item',
      title: eventTitle(card, intl),
      url: `${input.origin}${card.absoluteUrl}`,
      lines: eventLines(card, input.units, intl),
    });
  }
  if (section.moreCount > 0) blocks.push({ kind: 'paragraph', text: intl.formatMessage(digestMessages.more, { count: section.moreCount }) });
  blocks.push({ kind: 'button', label: intl.formatMessage(digestMessages.openSearch, { name: section.searchName }), url: `${input.origin}${section.searchUrl}` });
  blocks.push({
    kind: 'small',
    text: intl.formatMessage(digestMessages.turnOff, { name: section.searchName }),
    url: unsubscribeUrl(input.origin, [section.unsubscribeToken]),
  });
  return blocks;
}

/** The cancelled events, each with its date, venue and link; the heading says they are cancelled. */
function cancellationBlocks(section: CancellationsSection, input: DigestMailInput, intl: IntlShape): MailBlock[] {
  return [
    { kind: 'heading', text: intl.formatMessage(digestMessages.cancellationsHeading) },
    ...section.events.map(
      (card): MailBlock => ({ kind: 'item', title: shownName(card, intl), url: `${input.origin}${card.absoluteUrl}`, lines: eventLines(card, input.units, intl) }),
    ),
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
  const intl = serverIntl(input.language);
  const total = input.sections.reduce((sum, section) => sum + section.events.length + section.moreCount, 0);
  const cancelled = input.cancellations?.events ?? [];
  const onlyCancellations = total === 0 && cancelled.length > 0;
  const blocks: MailBlock[] = [];
  if (input.preview) blocks.push({ kind: 'paragraph', text: intl.formatMessage(digestMessages.previewNote) });
  if (input.cancellations && cancelled.length > 0) blocks.push(...cancellationBlocks(input.cancellations, input, intl));
  for (const section of input.sections) blocks.push(...sectionBlocks(section, input, intl));
  blocks.push({ kind: 'small', text: intl.formatMessage(digestMessages.why) });
  blocks.push({ kind: 'small', text: intl.formatMessage(digestMessages.manage), url: `${input.origin}${SAVED_SEARCH_PATHS.page}` });
  blocks.push({ kind: 'small', text: intl.formatMessage(digestMessages.support, { address: input.supportAddress }) });
  const oneClick = unsubscribeUrl(input.origin, [
    ...new Set([...input.sections.map((section) => section.unsubscribeToken), ...(input.cancellations?.unsubscribeTokens ?? [])]),
  ]);
  // The names are the searches' and events' own: listed as they are, between commas.
  const template = onlyCancellations
    ? {
        title: intl.formatMessage(digestMessages.cancellationsTitle),
        preview: intl.formatMessage(digestMessages.cancellationsPreview, { names: cancelled.map((card) => shownName(card, intl)).join(', ') }),
        blocks,
      }
    : {
        title: intl.formatMessage(digestMessages.title),
        preview: intl.formatMessage(digestMessages.preview, { names: input.sections.map((section) => section.searchName).join(', ') }),
        blocks,
      };
  return {
    subject: onlyCancellations
      ? intl.formatMessage(digestMessages.cancellationsSubject, { count: cancelled.length })
      : intl.formatMessage(digestMessages.subject, { count: total }),
    template,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Why a search's mail is not centred on the search's own place, as the listing falls back; undefined when it is. */
export function locationNoteOf(
  search: Pick<SavedSearchRow, 'address' | 'default_loc_id' | 'radius'>,
  intl: IntlShape = serverIntl(null),
): string | undefined {
  if (search.address === null && search.default_loc_id === CURRENT_LOCATION) {
    return intl.formatMessage(digestMessages.currentLocationFallback, { town: DEFAULT_LOCATIONS[0].name });
  }
  // A radius without a place: the search had an address-book entry that was deleted (the column was set null).
  if (search.address === null && search.default_loc_id === '' && search.radius !== null) return intl.formatMessage(digestMessages.addressGone);
  return undefined;
}

/** A search's part of a digest for a reader of `language`: at most ALERT_EVENTS_PER_SEARCH of its events, the rest counted. */
export function sectionOf(search: SavedSearchRow, events: readonly EventCard[], today: string, language: string | null = null): DigestSection {
  const note = locationNoteOf(search, serverIntl(language));
  return {
    searchName: search.search_name,
    searchUrl: searchUrlOf(search, today),
    unsubscribeToken: search.unsubscribe_token,
    events: events.slice(0, ALERT_EVENTS_PER_SEARCH),
    moreCount: Math.max(0, events.length - ALERT_EVENTS_PER_SEARCH),
    ...(note === undefined ? {} : { note }),
  };
}
