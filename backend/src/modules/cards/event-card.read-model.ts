import type { EventCard, EventDetail, EventHighlight } from '@events/contracts/events';
import type { EventStatus } from '@events/contracts/event-status';
import { AGE_GROUPS, PRICE_TIERS, type AgeGroup, type PriceTier } from '@events/contracts/reference';
import { distanceFrom, toVenueSummary, venueSummaryColumns, venueSummaryRowOf, type DistanceOrigin, type VenuePoiColumns } from './venue-card.read-model.js';
import { eventAbsoluteUrl } from '@events/domain/detail-paths';
import { nextOccurrenceLateral, toNextOccurrence, toOccurrence, type NextOccurrenceColumns, type OccurrenceRow } from './occurrence.read-model.js';

/**
 * The event card read model, owned by the cards module and published to the modules that read events (the events
 * module's detail and dates, the listings of the search module): the card SQL of an event, its rows and the event
 * objects of libs/contracts/events.ts made of them.
 *
 * A card row holds the columns of EVENT_CARD_COLUMNS (below): the event's own columns, the category's names as
 * `event_type_name` and `event_type_name_es`, the venue's as `poi_<column>` (venueSummaryColumns) and the next
 * occurrence as `next_starts_at` / `next_ends_at` / `next_local_day` (NextOccurrenceColumns of
 * occurrence.read-model.ts, from nextOccurrenceLateral).
 */
export type EventCardRow = VenuePoiColumns & NextOccurrenceColumns & {
  id: number;
  name: string;
  name_es: string;
  slug: string;
  url: string;
  description: string;
  event_type_id: number;
  event_type_name: string;
  event_type_name_es: string;
  age_groups: string[];
  price: string;
  price_information: string;
  is_online: boolean;
  is_in_person: boolean;
  is_global: boolean;
  ticket_url: string;
  online_url: string;
  image_primary: string | null;
  image_thumbnail: string | null;
  is_featured: boolean;
  is_promoted: boolean;
  status: EventStatus;
  is_recurring: boolean;
};

const AGE_LABELS = new Map<string, string>(AGE_GROUPS.map((a) => [a.value, a.label]));
const PRICE_LABELS = new Map<string, string>(PRICE_TIERS.map((p) => [p.value, p.label]));

/** recurring | single, then highlight (featured), promoted, cancelled, postponed (the spec's classes, from the status). */
export function highlightsOf(row: Pick<EventCardRow, 'is_recurring' | 'is_featured' | 'is_promoted' | 'status'>): EventHighlight[] {
  const out: EventHighlight[] = [row.is_recurring ? 'recurring' : 'single'];
  if (row.is_featured) out.push('highlight');
  if (row.is_promoted) out.push('promoted');
  if (row.status === 'cancelled' || row.status === 'postponed') out.push(row.status);
  return out;
}

/** The card; `distance` from `origin` for events held in person (null for online-only ones or without an origin). */
export function toEventCard(row: EventCardRow, origin: DistanceOrigin | null = null): EventCard {
  const timeZone = row.poi_time_zone;
  return {
    id: row.id,
    name: row.name,
    nameEs: row.name_es,
    slug: row.slug,
    absoluteUrl: eventAbsoluteUrl(row.id, row.slug),
    description: row.description,
    eventType: { id: row.event_type_id, name: row.event_type_name, nameEs: row.event_type_name_es },
    nextEventOccurrence: toNextOccurrence(row, timeZone),
    ageGroup: row.age_groups.map((value) => ({ value: value as AgeGroup, label: AGE_LABELS.get(value) ?? value })),
    price: { value: row.price as PriceTier, label: PRICE_LABELS.get(row.price) ?? row.price },
    priceInformation: row.price_information,
    isOnline: row.is_online,
    isInPerson: row.is_in_person,
    isGlobal: row.is_global,
    ticketUrl: row.ticket_url,
    onlineUrl: row.online_url,
    pointOfInterest: toVenueSummary(venueSummaryRowOf(row)),
    imagePrimary: row.image_primary,
    imageThumbnail: row.image_thumbnail,
    highlights: highlightsOf(row),
    status: row.status,
    distance: row.is_in_person ? distanceFrom(origin, row.poi_lat, row.poi_lon) : null,
  };
}

/** The detail page's row: the card's columns and the Spanish description (EVENT_DETAIL_COLUMNS), which no card shows. */
export type EventDetailRow = EventCardRow & { description_es: string };

export function toEventDetail(row: EventDetailRow, upcoming: readonly OccurrenceRow[]): EventDetail {
  const timeZone = row.poi_time_zone;
  return {
    ...toEventCard(row),
    descriptionEs: row.description_es,
    url: row.url,
    occurences: upcoming.map((o) => toOccurrence(o, timeZone)),
  };
}

/**
 * The card columns of an event `e` with its category `t` and venue `v` (see EventCardRow).
 * The next occurrence comes from the lateral `nxt`; the mapper computes the distance.
 */
export const EVENT_CARD_COLUMNS = `
  e.id, e.name, e.name_es, e.slug, e.url, e.description, e.event_type_id, t.name::text AS event_type_name,
  t.name_es AS event_type_name_es,
  e.age_groups, e.price, e.price_information, e.is_online, e.is_in_person, e.is_global,
  e.ticket_url, e.online_url, e.image_primary, e.image_thumbnail,
  e.is_featured, e.is_promoted, e.status, e.is_recurring,
  ${venueSummaryColumns('v')},
  nxt.starts_at AS next_starts_at, nxt.ends_at AS next_ends_at, nxt.local_day::text AS next_local_day`;

/** The detail page's columns (EventDetailRow): the card's and the Spanish description. */
export const EVENT_DETAIL_COLUMNS = `${EVENT_CARD_COLUMNS},
  e.description_es`;

/**
 * Event cards of the ids an int[] expression gives (unknown ids skipped), each with its position as `card_ord`;
 * `from` / `to`: the range's first and last local day (date expressions, either may be NULL), `now` the instant
 * (timestamptz expression) that decides the next occurrence without a range, `upcomingAt` the one before which an
 * occurrence in range that has ended is passed over (see nextOccurrenceLateral). The caller orders by card_ord.
 * The listings embed this in their page statement (search.queries.ts).
 */
export function eventCardsSql(ids: string, from: string, to: string, now: string, upcomingAt: string | null = null): string {
  return `
  SELECT ${EVENT_CARD_COLUMNS}, wanted.ord AS card_ord
  FROM unnest(${ids}) WITH ORDINALITY AS wanted(id, ord)
  JOIN events e ON e.id = wanted.id
  JOIN event_types t ON t.id = e.event_type_id
  JOIN venues v ON v.id = e.venue_id
  ${nextOccurrenceLateral(from, to, now, upcomingAt)}`;
}
