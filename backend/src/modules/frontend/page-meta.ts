import type { EventDetail } from '@events/contracts/events';
import { localizedText } from '../../common/i18n/localized-content.js';
import { escapeHtml } from '../../common/text/escape-html.js';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import { pageText } from './page-texts.js';
import { venueActorPath } from '@events/domain/detail-paths';
import { eventStatusFlag, SCHEMA_ORG_EVENT_STATUS } from '@events/contracts/event-status';
import type { VenueDetail } from '@events/contracts/venues';
import { htmlToText, singleLine, trimText } from '@events/domain/text';
import { VENUE_WEEKDAYS } from '@events/domain/open-now';
import { scriptJson } from './page-boot.js';

/**
 * The head of a detail page as the server sends it (issue 5, "Beyond the spec"): its own title, meta
 * description, canonical link, Open Graph and Twitter tags, and schema.org JSON-LD (Event or Place), so shared
 * links and search engines see the event or venue without running the app.
 */

/** Meta descriptions are cut here (search engines show about this much). */
export const META_DESCRIPTION_MAX = 200;
/** Structured-data descriptions are cut here (the spec's share-text length). */
export const JSON_LD_DESCRIPTION_MAX = 500;

/** A detail page's address: the item's kind and id; id null when the address names no item (`/events/abc/x/`). */
export type DetailPath = { readonly kind: 'event' | 'venue'; readonly id: number | null };

/**
 * `/events/{id}/{slug}/` or `/venues/{id}/{slug}/` (trailing slash optional; any slug, the app corrects it); null
 * otherwise, as for the app's routes. An id segment that is no id (`abc`, `0`, past the database's ids) is the detail
 * screen all the same, showing "not found" (mfe-discovery's detailIdOf), so its id is null.
 */
export function matchDetailPath(pathname: string): DetailPath | null {
  const match = /^\/(events|venues)\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  return match ? detailPathOf(match[1], match[2]) : null;
}

/**
 * `/events/{id}/` or `/venues/{id}/`: a detail address without its slug (trailing slash optional), as a visitor who
 * shortens a shared link types it; null otherwise.
 */
export function matchSluglessDetailPath(pathname: string): DetailPath | null {
  const match = /^\/(events|venues)\/(\d{1,10})\/?$/.exec(pathname);
  return match ? detailPathOf(match[1], match[2]) : null;
}

/** The detail path of a list segment (`events`, `venues`) and an id segment: an id the database can hold, or null. */
function detailPathOf(list: string | undefined, idSegment: string | undefined): DetailPath {
  const id = /^\d{1,10}$/.test(idSegment ?? '') ? Number(idSegment) : 0;
  return { kind: list === 'events' ? 'event' : 'venue', id: id >= 1 && id <= 2_147_483_647 ? id : null };
}

export type JsonLd = Readonly<Record<string, unknown>>;

export type PageMeta = {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page (canonical link and og:url). */
  readonly url: string | null;
  readonly type: 'website';
  /** Absolute URL of the page's image, when it has one. */
  readonly image: string | null;
  readonly jsonLd: JsonLd | null;
  /** A page that does not exist: `noindex`. */
  readonly noindex: boolean;
  /**
   * Absolute URL of the page's ActivityStreams document (an event's object, a venue's actor): linked as its
   * `alternate`, so a fediverse server given the page's link as HTML finds it.
   */
  readonly activityPub?: string;
};

/** The site's name from the shell's title ("Berkshires & Beyond: events and venues in ..."). */
export function siteNameOf(shellTitle: string): string {
  const colon = shellTitle.indexOf(': ');
  return (colon === -1 ? shellTitle : shellTitle.slice(0, colon)).trim();
}

function withSite(name: string, site: string): string {
  return site === '' ? name : `${name} | ${site}`;
}

/** An http(s) URL made absolute against the site's origin; null for anything else (data:, javascript:). */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const DAY_FORMATS = new Map<Language, Intl.DateTimeFormat>();

/** `Wed, Nov 18, 2026` (`mié, 18 nov 2026`) of a local `yyyy-MM-dd`. */
function formatLocalDay(day: string, language: Language): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) return day;
  let format = DAY_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    DAY_FORMATS.set(language, format);
  }
  return format.format(ms);
}

function postalAddress(venue: EventDetail['pointOfInterest']): JsonLd {
  return {
    '@type': 'PostalAddress',
    ...(venue.street ? { streetAddress: venue.street } : {}),
    ...(venue.city ? { addressLocality: venue.city } : {}),
    ...(venue.state ? { addressRegion: venue.state } : {}),
    ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
    ...(venue.countryCode || venue.country ? { addressCountry: venue.countryCode || venue.country } : {}),
  };
}

function placeOf(venue: EventDetail['pointOfInterest'], origin: string): JsonLd {
  return {
    '@type': 'Place',
    name: venue.name,
    url: absoluteUrl(venue.absoluteUrl, origin),
    address: postalAddress(venue),
    geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lon },
  };
}

/**
 * An item's name and description as a reader of `language` is shown them (issue 31): the producer's Spanish ones to
 * a Spanish reader when given, else the item's own.
 */
function shownText(item: { name: string; nameEs?: string; description: string; descriptionEs?: string }, language: Language): { name: string; description: string } {
  return { name: localizedText(item.name, item.nameEs, language), description: localizedText(item.description, item.descriptionEs, language) };
}

function attendanceMode(event: Pick<EventDetail, 'isInPerson' | 'isOnline'>): string {
  if (event.isInPerson && event.isOnline) return 'https://schema.org/MixedEventAttendanceMode';
  return event.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

/** Title, description, Open Graph and schema.org Event of an event page, its own words in `language`. */
export function eventPageMeta(event: EventDetail, origin: string, siteName: string, language: Language = DEFAULT_LANGUAGE): PageMeta {
  const url = absoluteUrl(event.absoluteUrl, origin);
  const shown = shownText(event, language);
  const text = singleLine(htmlToText(shown.description));
  const venue = event.pointOfInterest;
  const venueName = localizedText(venue.name, venue.nameEs, language);
  const next = event.nextEventOccurrence;
  const when = next ? `${formatLocalDay(next.eventDate, language)}${next.times ? `, ${next.times}` : ''}` : '';
  const where = event.isInPerson ? [venueName, venue.city, venue.state].filter(Boolean).join(', ') : pageText(language, 'online');
  const flag = eventStatusFlag(event.status);
  const status = flag === null ? '' : `${flag}. `;
  const lead = when && where ? pageText(language, 'eventLead', { when, where }) : when || where;
  const description = trimText(`${status}${lead}${lead && text ? '. ' : ''}${text}`, META_DESCRIPTION_MAX);
  const image = absoluteUrl(event.imagePrimary, origin);
  const occurrence = next?.timestamps ?? event.occurences[0] ?? null;
  const locations: JsonLd[] = [];
  if (event.isInPerson) locations.push(placeOf(venue, origin));
  if (event.isOnline && absoluteUrl(event.onlineUrl, origin)) locations.push({ '@type': 'VirtualLocation', url: absoluteUrl(event.onlineUrl, origin) });
  const ticketUrl = absoluteUrl(event.ticketUrl, origin);

  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: shown.name,
    url,
    inLanguage: language,
    description: trimText(text, JSON_LD_DESCRIPTION_MAX),
    ...(occurrence ? { startDate: occurrence.timestampStart } : {}),
    ...(occurrence?.timestampEnd ? { endDate: occurrence.timestampEnd } : {}),
    eventStatus: SCHEMA_ORG_EVENT_STATUS[event.status],
    eventAttendanceMode: attendanceMode(event),
    location: locations.length === 1 ? locations[0] : locations,
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', name: venueName, url: absoluteUrl(venue.absoluteUrl, origin) },
    ...(event.price.value === 'free' || ticketUrl
      ? {
          offers: {
            '@type': 'Offer',
            ...(event.price.value === 'free' ? { price: 0, priceCurrency: 'USD' } : {}),
            ...(ticketUrl ? { url: ticketUrl } : {}),
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
  // The event's page address is its object's id too (content negotiation, federation-routes.ts).
  return { title: withSite(shown.name, siteName), description, url, type: 'website', image, jsonLd, noindex: false, ...(url ? { activityPub: url } : {}) };
}

/** Title, description, Open Graph and schema.org Place (with opening hours) of a venue page, its own words in `language`. */
export function venuePageMeta(venue: VenueDetail, origin: string, siteName: string, language: Language = DEFAULT_LANGUAGE): PageMeta {
  const url = absoluteUrl(venue.absoluteUrl, origin);
  const shown = shownText(venue, language);
  const text = singleLine(htmlToText(shown.description));
  const lead = [venue.shortAddress, venue.numEventsFuture > 0 ? pageText(language, 'upcomingEvents', { count: venue.numEventsFuture }) : '']
    .filter(Boolean)
    .join(' · ');
  const description = trimText(`${lead}${lead && text ? '. ' : ''}${text}`, META_DESCRIPTION_MAX);
  const image = absoluteUrl(venue.imagePrimary, origin);
  const hours = venue.openTimes
    .filter((o) => !o.closed && o.timeStart && o.timeEnd)
    .map((o) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${VENUE_WEEKDAYS[o.dayOfWeek] ?? 'Monday'}`,
      opens: (o.timeStart ?? '').slice(0, 5),
      closes: (o.timeEnd ?? '').slice(0, 5),
    }));
  const sameAs = [venue.website, venue.facebookUrl, venue.instagramUrl, venue.twitterUrl, venue.wikipediaUrl]
    .map((link) => absoluteUrl(link, origin))
    .filter((link): link is string => link !== null && !link.startsWith(`${origin}/`));

  const jsonLd: JsonLd = {
    ...placeOf(venue, origin),
    name: shown.name,
    '@context': 'https://schema.org',
    url,
    ...(text ? { description: trimText(text, JSON_LD_DESCRIPTION_MAX) } : {}),
    ...(image ? { image: [image] } : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  const actor = absoluteUrl(venueActorPath(venue.id), origin);
  return { title: withSite(shown.name, siteName), description, url, type: 'website', image, jsonLd, noindex: false, ...(actor ? { activityPub: actor } : {}) };
}

/** A detail address whose event or venue does not exist: the shell as is, marked noindex. */
export function notFoundPageMeta(siteName: string, language: Language = DEFAULT_LANGUAGE): PageMeta {
  return { title: withSite(pageText(language, 'notFound'), siteName), description: '', url: null, type: 'website', image: null, jsonLd: null, noindex: true };
}

export { escapeHtml };

/** JSON for a `<script type="application/ld+json">` element, escaped like every script data block (scriptJson). */
export function jsonLdScriptContent(data: JsonLd): string {
  return scriptJson(data);
}

/** The tags added to the head (the title and description replace the shell's own). */
export function headTags(meta: PageMeta, siteName: string): string {
  const tags: string[] = [];
  const property = (name: string, content: string) => tags.push(`<meta property="${name}" content="${escapeHtml(content)}">`);
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  if (meta.noindex) named('robots', 'noindex');
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}">`);
  if (meta.activityPub) tags.push(`<link rel="alternate" type="application/activity+json" href="${escapeHtml(meta.activityPub)}">`);
  if (!meta.noindex) {
    property('og:title', meta.title);
    if (meta.description) property('og:description', meta.description);
    if (meta.url) property('og:url', meta.url);
    property('og:type', meta.type);
    if (siteName) property('og:site_name', siteName);
    if (meta.image) property('og:image', meta.image);
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary');
    named('twitter:title', meta.title);
    if (meta.description) named('twitter:description', meta.description);
    if (meta.image) named('twitter:image', meta.image);
  }
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdScriptContent(meta.jsonLd)}</script>`);
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

/** The shell's title (entities kept as written). */
export function shellTitleOf(html: string): string {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return (match?.[1] ?? '').replace(/&amp;/g, '&').trim();
}

/** The shell's index.html with the page's title and description in place of its own, and the other tags added. */
export function renderShellWithMeta(html: string, meta: PageMeta, siteName: string): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  let out = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<head[^>]*>/i, (head) => `${head}${title}`);
  if (meta.description) {
    const description = `<meta name="description" content="${escapeHtml(meta.description)}">`;
    out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : out.replace(/<\/title>/i, (end) => `${end}${description}`);
  }
  const tags = headTags(meta, siteName);
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, () => `${tags}</head>`) : `${tags}${out}`;
}
