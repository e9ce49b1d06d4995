import type { LocalDate } from '@events/domain/local-time';
import type { SourceRow } from './calendar-imports.repository.js';
import type { ParsedFeedEvent } from './ical/parse-calendar-feed.js';
import { descriptionOrName, type ImportRecord } from './import-fields.js';

/** What an import needs of its venue. */
export type ImportVenue = { readonly id: number; readonly time_zone: string; readonly website: string };

/** Where a category name and a feed's CATEGORIES value meet: case, accents, "&" and "and", punctuation and British spelling aside. */
function categoryKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\btheatre\b/g, 'theater')
    .trim();
}

/** The category a feed event goes under when none of its CATEGORIES names one of ours. */
const FALLBACK_CATEGORY = 'community';

/**
 * The catalogue's category for a feed event's CATEGORIES: one named alike ("Music", "Theater"), else one whose name
 * holds the word ("Live music" in Music, "Yoga" nowhere), else Community.
 */
export function eventTypeFor(categories: readonly string[], eventTypes: readonly { id: number; name: string }[]): number | null {
  const keyed = eventTypes.map((type) => ({ id: type.id, key: categoryKey(type.name) }));
  const wanted = categories.map(categoryKey).filter((key) => key !== '');
  const exact = keyed.find((type) => wanted.includes(type.key));
  if (exact) return exact.id;
  const words = new Set(wanted.flatMap((key) => key.split(' ')).filter((word) => word.length > 3));
  const partial = keyed.find((type) => type.key.split(' ').some((word) => words.has(word)));
  if (partial) return partial.id;
  return (keyed.find((type) => type.key === FALLBACK_CATEGORY) ?? keyed[0])?.id ?? null;
}

const isHttp = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/**
 * A feed event's fields as the event form writes them (dates kept as the feed's series), or null when it has no
 * web address to give as the event's URL (the form requires one): its own URL, else the venue's website, else the
 * feed's address. An online address as its location makes it online, beside a place hybrid.
 */
export function feedValuesOf(
  parsed: ParsedFeedEvent,
  run: { readonly source: Pick<SourceRow, 'kind' | 'address'>; readonly venue: ImportVenue; readonly today?: LocalDate },
  eventTypes: readonly { id: number; name: string }[],
): ImportRecord['feed'] | null {
  const url = [parsed.url, run.venue.website, run.source.kind === 'feed' ? run.source.address : null].find(isHttp);
  const eventType = eventTypeFor(parsed.categories, eventTypes);
  if (url === undefined || eventType === null) return null;
  const online = parsed.onlineUrl;
  const placeToo = parsed.location !== null && parsed.location !== online;
  return {
    name: parsed.name,
    url,
    description: descriptionOrName(parsed.descriptionHtml, parsed.name),
    event_type: eventType,
    status: parsed.status,
    is_in_person: online === null || placeToo,
    is_online: online !== null,
    online_url: online ?? '',
    series: parsed.series,
  };
}
