import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { searchEndpoints } from '@events/contracts/search';
import { AGE_GROUP_VALUES, EVENT_ORDERINGS, PRICE_TIER_VALUES, RADIUS_OPTIONS, VENUE_ORDERINGS } from '@events/contracts/reference';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { EVENT_TEMPLATES, TOWNS, VENUE_KINDS } from '../../src/seed/demo-data.js';

/**
 * The benchmark's request mix: deterministic (a seeded generator), shaped like visitors' searches: a default
 * town, radius 5-100 miles or Global, a range of 1-30 days starting 0-14 days ahead, sometimes filters
 * (categories, price tiers, age groups, setting, a keyword the generator really uses), every ordering, pages 1-3.
 */
export type QueryParams = Record<string, string | string[]>;

export type MixRequest = { readonly path: string; readonly params: QueryParams };

export const EVENTS_PATH = searchEndpoints.events.path;
export const VENUES_PATH = searchEndpoints.venues.path;

/** mulberry32: tiny, seeded, good enough to pick requests. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLACEHOLDER = /\{[A-Za-z]+\}/g;

function wordsOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.replace(PLACEHOLDER, ' ').match(/[A-Za-z]{4,}/g) ?? []) words.add(word.toLowerCase());
  }
  return [...words].sort();
}

/** Words of the generated event names and topics (keyword searches that find something). */
export const EVENT_KEYWORDS = wordsOf(EVENT_TEMPLATES.flatMap((t) => [...t.names, ...t.topics]));
/** Words of the generated venue names and towns. */
export const VENUE_KEYWORDS = wordsOf([...VENUE_KINDS.flatMap((k) => k.names), ...TOWNS.map((town) => town.city)]);

export function toQueryString(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}[]=${encodeURIComponent(item)}`);
    else parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

export function urlOf(request: MixRequest): string {
  const query = toQueryString(request.params);
  return query === '' ? request.path : `${request.path}?${query}`;
}

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function some<T>(rng: Rng, items: readonly T[], max: number): T[] {
  const count = 1 + Math.floor(rng() * max);
  const out = new Set<T>();
  while (out.size < count) out.add(pick(rng, items));
  return [...out];
}

function page(rng: Rng): string {
  const r = rng();
  return r < 0.7 ? '1' : r < 0.9 ? '2' : '3';
}

function place(rng: Rng, params: QueryParams): void {
  const town = pick(rng, DEFAULT_LOCATIONS);
  params['latitude'] = String(town.lat);
  params['longitude'] = String(town.lon);
  const km = rng() < 0.1;
  if (km) params['units'] = 'km';
  const radii = [...RADIUS_OPTIONS, 'global'] as const;
  const radius = pick(rng, radii);
  params['radius'] = radius === 'global' ? (km ? '25000' : '15000') : String(radius);
}

function range(rng: Rng, params: QueryParams, today: string): void {
  const start = addDaysToLocalDate(today, Math.floor(rng() * 15));
  params['date_start'] = start;
  params['date_end'] = addDaysToLocalDate(start, Math.floor(rng() * 30));
}

function eventFilters(rng: Rng, params: QueryParams): void {
  if (rng() < 0.2) params['event_types'] = some(rng, Array.from({ length: 18 }, (_, i) => String(i + 1)), 3);
  if (rng() < 0.15) params['prices'] = some(rng, PRICE_TIER_VALUES, 2);
  if (rng() < 0.15) params['age_groups'] = some(rng, AGE_GROUP_VALUES.slice(1), 2);
  if (rng() < 0.1) params[rng() < 0.5 ? 'is_online' : 'is_in_person'] = 'true';
}

/** What every listing request ends with: a keyword now and then, an ordering and a page. */
function keywordOrderingPage(rng: Rng, params: QueryParams, keywords: readonly string[], orderings: readonly { readonly value: string }[]): void {
  if (rng() < 0.15) params['keyword'] = pick(rng, keywords);
  params['ordering'] = pick(rng, orderings).value;
  params['page'] = page(rng);
}

/** `count` event listing requests. */
export function eventMix(count: number, today: string, seed = 1): MixRequest[] {
  const rng = random(seed);
  return Array.from({ length: count }, () => {
    const params: QueryParams = {};
    place(rng, params);
    range(rng, params, today);
    eventFilters(rng, params);
    keywordOrderingPage(rng, params, EVENT_KEYWORDS, EVENT_ORDERINGS);
    return { path: EVENTS_PATH, params };
  });
}

/** `count` venue listing requests: a third with a date range and event filters. */
export function venueMix(count: number, today: string, seed = 2): MixRequest[] {
  const rng = random(seed);
  return Array.from({ length: count }, () => {
    const params: QueryParams = {};
    place(rng, params);
    if (rng() < 0.33) {
      range(rng, params, today);
      eventFilters(rng, params);
    }
    keywordOrderingPage(rng, params, VENUE_KEYWORDS, VENUE_ORDERINGS);
    return { path: VENUES_PATH, params };
  });
}
