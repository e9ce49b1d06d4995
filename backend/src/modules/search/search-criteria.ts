import type { FieldErrors } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';
import {
  AGE_GROUP_VALUES,
  DEFAULT_RADIUS,
  GLOBAL_RADIUS,
  METERS_PER_UNIT,
  PRICE_TIER_VALUES,
  type AgeGroup,
  type DistanceUnit,
  type EventOrdering,
  type PriceTier,
  type VenueOrdering,
} from '@events/contracts/reference';
import { MAX_SEARCH_RANGE_DAYS, type EventSearchQuery, type VenueSearchQuery } from '@events/contracts/search';
import { EARTH_RADIUS_M } from '@events/domain/distance';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { daysBetween } from '@events/domain/recurrence';
import { pageOffset } from '../../common/http/page-offset.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import { cachedZoneOffsetMinutes } from '../../common/region/zone-offset-cache.js';

/**
 * A listing request turned into what the SQL needs (search.queries.ts): the local-day range, the search point as
 * a unit vector with the smallest dot product inside the radius, the filters as the narrow search table stores
 * them (price ranks, age bits), and a safe prefix tsquery for the keyword. Pure functions, unit-tested.
 */

/** At most this many keyword words are searched (the rest are ignored). */
export const MAX_KEYWORD_WORDS = 8;
const MAX_WORD_LENGTH = 60;

export type DateRange = { readonly start: string; readonly end: string };

/** The search point (unit vector) and the radius as a minimum dot product; minDot null = no radius filter. */
export type SearchArea = {
  readonly lat: number;
  readonly lon: number;
  readonly ux: number;
  readonly uy: number;
  readonly uz: number;
  readonly minDot: number | null;
};

export type EventFilters = {
  readonly eventTypes: readonly number[] | null;
  readonly priceRanks: readonly number[] | null;
  readonly ageMask: number | null;
  readonly isOnline: boolean;
  readonly isInPerson: boolean;
  /** to_tsquery text (`jazz:* & night:*`), words made only of letters and digits; null = no keyword. */
  readonly keyword: string | null;
};

export type PageWindow = { readonly page: number; readonly pageSize: number; readonly offset: number };

/**
 * Limits a listing to candidate events (the alert digest): those among `eventIds`, and those whose first occurrence
 * in range falls after `afterDay`. The page then counts only the matching candidates, not the listing's total.
 */
export type EventCandidates = { readonly eventIds: readonly number[]; readonly afterDay: string };

export type EventSearchCriteria = {
  readonly range: DateRange;
  /**
   * When the range starts today: the Clock's instant, before which an occurrence that has ended leaves the listing
   * (each event counts from its first occurrence not ended). Null for a range that starts on another day.
   */
  readonly upcomingAt: Date | null;
  readonly candidates?: EventCandidates;
  readonly area: SearchArea | null;
  readonly units: DistanceUnit;
  readonly filters: EventFilters;
  readonly ordering: EventOrdering;
  readonly window: PageWindow;
};

export type VenueSearchCriteria = {
  readonly area: SearchArea | null;
  readonly units: DistanceUnit;
  readonly keyword: string | null;
  /** Set when event filters or an explicit date range were given: only venues with a matching event in range. */
  readonly events: { readonly range: DateRange; readonly filters: Omit<EventFilters, 'keyword'> } | null;
  readonly ordering: VenueOrdering;
  readonly window: PageWindow;
};

/** Where the listings' page windows stop (one limit for every list). */
export { MAX_OFFSET } from '../../common/http/page-offset.js';

/**
 * The local day in `timeZone` at `now`, the Clock's instant (localDateOf of libs/domain, with the zone's offset
 * cached per hour).
 */
export function todayIn(timeZone: string = REGION_TIME_ZONE, now: Date): string {
  const epochMs = now.getTime();
  if (!Number.isFinite(epochMs)) return localDateOf(now, timeZone);
  return new Date(epochMs + cachedZoneOffsetMinutes(timeZone, epochMs) * 60_000).toISOString().slice(0, 10);
}

/**
 * date_start / date_end with their defaults (today, and the start): field errors for an end before the start or
 * a range longer than MAX_SEARCH_RANGE_DAYS days.
 */
export function resolveDateRange(query: { date_start?: string; date_end?: string }, today: string): DateRange | FieldErrors {
  const start = query.date_start ?? today;
  const end = query.date_end ?? start;
  if (end < start) return { date_end: [VALIDATION.dateNotBefore(start)] };
  if (daysBetween(start, end) >= MAX_SEARCH_RANGE_DAYS) {
    return { date_end: [VALIDATION.dateNotAfter(addDaysToLocalDate(start, MAX_SEARCH_RANGE_DAYS - 1))] };
  }
  return { start, end };
}

export function isFieldErrors(value: DateRange | FieldErrors): value is FieldErrors {
  return !('start' in value && 'end' in value && typeof value.start === 'string');
}

/** The point as a unit vector (x towards 0°E on the equator, z towards the north pole). */
export function unitVector(lat: number, lon: number): { ux: number; uy: number; uz: number } {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return { ux: Math.cos(phi) * Math.cos(lambda), uy: Math.cos(phi) * Math.sin(lambda), uz: Math.sin(phi) };
}

/** cos(central angle of the radius): a point is inside when its unit vector's dot product is at least this. */
export function minDotFor(radius: number, units: DistanceUnit): number {
  const angle = (radius * METERS_PER_UNIT[units]) / EARTH_RADIUS_M;
  return angle >= Math.PI ? -1 : Math.cos(angle);
}

/** The search area, or null without a point. Global (or any radius at least Global) filters nothing. */
export function searchArea(
  query: { latitude?: number; longitude?: number; radius?: number },
  units: DistanceUnit,
  defaultRadius: number,
): SearchArea | null {
  if (query.latitude === undefined || query.longitude === undefined) return null;
  const radius = query.radius ?? defaultRadius;
  return {
    lat: query.latitude,
    lon: query.longitude,
    ...unitVector(query.latitude, query.longitude),
    minDot: radius >= GLOBAL_RADIUS[units] ? null : minDotFor(radius, units),
  };
}

/**
 * Keyword -> to_tsquery text with prefix matching: the words (runs of letters and digits, so no tsquery operator
 * can get through), each `:*`, joined by `&`. Null when no word is left.
 */
export function keywordQuery(keyword: string | undefined): string | null {
  if (keyword === undefined) return null;
  const words = (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_KEYWORD_WORDS);
  if (words.length === 0) return null;
  return [...new Set(words)].map((word) => `${word}:*`).join(' & ');
}

/** Bit i = AGE_GROUPS[i]; an event for all ages matches any age filter, so its bit is always in the mask. */
export function ageMask(groups: readonly AgeGroup[] | undefined): number | null {
  if (groups === undefined || groups.length === 0) return null;
  let mask = 1 << AGE_GROUP_VALUES.indexOf('all_ages');
  for (const group of groups) mask |= 1 << AGE_GROUP_VALUES.indexOf(group);
  return mask;
}

/** Price tiers -> price_rank values (free 0, low 1, medium 2, high 3), sorted, without repeats. */
export function priceRanks(tiers: readonly PriceTier[] | undefined): number[] | null {
  if (tiers === undefined || tiers.length === 0) return null;
  return [...new Set(tiers.map((tier) => PRICE_TIER_VALUES.indexOf(tier)))].sort((a, b) => a - b);
}

function pageWindow(query: { page: number; page_size: number }): PageWindow {
  return { page: query.page, pageSize: query.page_size, offset: pageOffset(query) };
}

function uniqueSorted(values: readonly number[] | undefined): number[] | null {
  return values === undefined || values.length === 0 ? null : [...new Set(values)].sort((a, b) => a - b);
}

function eventFiltersOf(query: EventSearchQuery | VenueSearchQuery): Omit<EventFilters, 'keyword'> {
  return {
    eventTypes: uniqueSorted(query.event_types),
    priceRanks: priceRanks(query.prices),
    ageMask: ageMask(query.age_groups),
    isOnline: query.is_online === true,
    isInPerson: query.is_in_person === true,
  };
}

/** `now`: the Clock's instant; a range that starts on its day in the region lists what has not ended (upcomingAt). */
export function eventSearchCriteria(query: EventSearchQuery, range: DateRange, now: Date): EventSearchCriteria {
  const units = query.units ?? 'mi';
  const area = searchArea(query, units, DEFAULT_RADIUS.events);
  const ordering = (query.ordering ?? 'featured') as EventOrdering;
  return {
    range,
    upcomingAt: range.start === todayIn(REGION_TIME_ZONE, now) ? now : null,
    area,
    units,
    filters: { ...eventFiltersOf(query), keyword: keywordQuery(query.keyword) },
    // Distance order needs a point; without one the listing is in date order.
    ordering: ordering === 'distance' && area === null ? 'dt_next' : ordering,
    window: pageWindow(query),
  };
}

/** True when the venue listing must keep only venues with a matching event (spec: event filters or dates given). */
export function hasEventFilters(query: VenueSearchQuery): boolean {
  return (
    (query.event_types?.length ?? 0) > 0 ||
    (query.age_groups?.length ?? 0) > 0 ||
    (query.prices?.length ?? 0) > 0 ||
    query.is_online === true ||
    query.is_in_person === true ||
    query.date_start !== undefined ||
    query.date_end !== undefined
  );
}

export function venueSearchCriteria(query: VenueSearchQuery, range: DateRange): VenueSearchCriteria {
  const units = query.units ?? 'mi';
  const area = searchArea(query, units, DEFAULT_RADIUS.venues);
  const ordering = (query.ordering ?? 'distance') as VenueOrdering;
  return {
    area,
    units,
    keyword: keywordQuery(query.keyword),
    events: hasEventFilters(query) ? { range, filters: eventFiltersOf(query) } : null,
    ordering: ordering === 'distance' && area === null ? 'name' : ordering,
    window: pageWindow(query),
  };
}
