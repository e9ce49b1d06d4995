import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import type { EventCategoryName } from '@events/contracts/event-types';
import type { EventStatus } from '@events/contracts/event-status';
import type { RecurrenceSeries, WeekdayCode } from '@events/contracts/recurrence';
import { onceSeries, WEEKDAY_CODES } from '@events/contracts/recurrence';
import type { AgeGroup, PriceTier } from '@events/contracts/reference';
import { addDaysToLocalDate, normalizeTime, secondsOfDay } from '@events/domain/local-time';
import { slugify } from '@events/domain/slug';
import { REGION_TIME_ZONE } from '../common/region/region-time.js';
import { sanitizeDescription } from '../common/text/description-sanitizer.js';
import {
  ADJECTIVES,
  ANIMALS,
  COLORS,
  EVENT_TEMPLATES,
  LATE_SHOW_TEMPLATE,
  LATE_SHOWS,
  HISTORIC,
  HOURS,
  LAKES,
  MOUNTAINS,
  PRICE_INFORMATION,
  RIVERS,
  SAINTS,
  STREETS,
  SURNAMES,
  TOWNS,
  VENUE_KINDS,
  type EventTemplate,
  type RecurrenceKind,
  type Town,
  type VenueKind,
} from './demo-data.js';
import { Prng } from './prng.js';

/**
 * Builds a deterministic catalogue in memory (no database): the same options always give the same venues,
 * events and series. The seed service writes it with bulk statements.
 */
export type GeneratorOptions = {
  readonly venues: number;
  readonly events: number;
  readonly seed: number | string;
  /** The local date (America/New_York) the dates are spread from. */
  readonly today: string;
  /** Slugs already in the database (a run on a non-empty catalogue). */
  readonly takenVenueSlugs?: ReadonlySet<string>;
  readonly takenEventSlugs?: ReadonlySet<string>;
};

export type GeneratedOpenTime = { dayOfWeek: number; closed: boolean; timeStart: string | null; timeEnd: string | null };

export type GeneratedVenue = {
  slug: string;
  name: string;
  website: string;
  phone: string;
  email: string;
  description: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
  region: string;
  poiType: string;
  hideFromListing: boolean;
  published: boolean;
  openTimes: GeneratedOpenTime[];
  kind: string;
};

export type GeneratedEvent = {
  venueIndex: number;
  slug: string;
  name: string;
  url: string;
  category: EventCategoryName;
  isInPerson: boolean;
  isOnline: boolean;
  onlineUrl: string;
  isGlobal: boolean;
  description: string;
  price: PriceTier;
  priceInformation: string;
  ticketUrl: string;
  ageGroups: AgeGroup[];
  isFeatured: boolean;
  isPromoted: boolean;
  status: EventStatus;
  published: boolean;
  dateStart: string;
  dateEnd: string | null;
  series: RecurrenceSeries[];
};

export type GeneratedCatalogue = { venues: GeneratedVenue[]; events: GeneratedEvent[] };

/** The demo catalogue lies in the region. */
export const DEMO_TIME_ZONE = REGION_TIME_ZONE;

/** Share of events per category (weights). */
const CATEGORY_WEIGHTS: Readonly<Record<EventCategoryName, number>> = {
  'Art, Dance & Culture': 6,
  Children: 7,
  'Classes, Workshops & Talks': 7,
  Comedy: 3,
  Community: 7,
  'Fairs & Festivals': 3,
  Film: 4,
  'Food & Farmers Markets': 6,
  'Games & Hobbies': 4,
  'Health & Fitness': 6,
  'Literary & Book Clubs': 4,
  Music: 10,
  'Nature & Outdoors': 5,
  'Religion & Spirituality': 4,
  Seniors: 4,
  Sports: 4,
  'Support Groups': 4,
  Theater: 5,
};

/** Chance that an event of the category repeats; weighted over the category mix this is about 30 %. */
const RECURRING_CHANCE: Readonly<Record<EventCategoryName, number>> = {
  'Art, Dance & Culture': 0.18,
  Children: 0.4,
  'Classes, Workshops & Talks': 0.22,
  Comedy: 0.25,
  Community: 0.2,
  'Fairs & Festivals': 0.2,
  Film: 0.2,
  'Food & Farmers Markets': 0.4,
  'Games & Hobbies': 0.45,
  'Health & Fitness': 0.5,
  'Literary & Book Clubs': 0.35,
  Music: 0.15,
  'Nature & Outdoors': 0.15,
  'Religion & Spirituality': 0.6,
  Seniors: 0.45,
  Sports: 0.3,
  'Support Groups': 0.65,
  Theater: 0.4,
};

/** Outside the towns: the box around Pittsfield the scale runs spread some venues over. */
const REGION_BOX = { south: 41.95, north: 43.25, west: -73.95, east: -72.45 };

/** Hands out unique slugs: `name`, `name-2`, `name-3`, ... */
class SlugBook {
  private readonly used: Set<string>;
  private readonly next = new Map<string, number>();

  constructor(taken: ReadonlySet<string> = new Set()) {
    this.used = new Set(taken);
  }

  take(text: string): string {
    const base = slugify(text);
    let slug = base;
    let n = this.next.get(base) ?? 2;
    while (this.used.has(slug)) slug = `${base}-${n++}`;
    this.next.set(base, n);
    this.used.add(slug);
    return slug;
  }
}

/** The words a name template's placeholder (`{Surname}`, `{Lake}`, ...) is filled with, one picked at random. */
const PLACEHOLDER_WORDS = new Map<string, readonly string[]>([
  ['Surname', SURNAMES],
  ['Lake', LAKES],
  ['Mountain', MOUNTAINS],
  ['River', RIVERS],
  ['Historic', HISTORIC],
  ['Adj', ADJECTIVES],
  ['Color', COLORS],
  ['Animal', ANIMALS],
  ['Saint', SAINTS],
]);

/** The template with each `{key}` replaced by `values[key]`, else a random word of its list; an unknown key stays its name. */
function fill(template: string, values: Readonly<Record<string, string>>, rng: Prng): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key in values) return values[key] as string;
    const words = PLACEHOLDER_WORDS.get(key);
    return words === undefined ? key : rng.pick(words);
  });
}

function nearestTown(lat: number, lon: number): Town {
  let best = TOWNS[0] as Town;
  let bestD = Infinity;
  for (const town of TOWNS) {
    const loc = DEFAULT_LOCATIONS.find((l) => l.id === town.id);
    if (!loc) continue;
    const d = (loc.lat - lat) ** 2 + ((loc.lon - lon) * 0.74) ** 2;
    if (d < bestD) {
      bestD = d;
      best = town;
    }
  }
  return best;
}

function openTimesFor(kind: VenueKind, rng: Prng): GeneratedOpenTime[] {
  if (kind.hours === null || rng.chance(0.15)) return [];
  const profile = HOURS[kind.hours] ?? [];
  return profile.map((hours, day) =>
    hours === null
      ? { dayOfWeek: day, closed: true, timeStart: null, timeEnd: null }
      : { dayOfWeek: day, closed: false, timeStart: normalizeTime(hours[0]), timeEnd: normalizeTime(hours[1]) },
  );
}

function generateVenue(rng: Prng, slugs: SlugBook, scale: boolean): GeneratedVenue {
  const kind = rng.weighted(VENUE_KINDS.map((k) => [k, k.weight] as const));
  let town = rng.weighted(TOWNS.map((t) => [t, t.weight] as const));
  let lat: number;
  let lon: number;
  if (scale && rng.chance(0.3)) {
    lat = REGION_BOX.south + rng.next() * (REGION_BOX.north - REGION_BOX.south);
    lon = REGION_BOX.west + rng.next() * (REGION_BOX.east - REGION_BOX.west);
    town = nearestTown(lat, lon);
  } else {
    const loc = DEFAULT_LOCATIONS.find((l) => l.id === town.id) ?? DEFAULT_LOCATIONS[0];
    lat = loc.lat + rng.gaussian(0, 0.018);
    lon = loc.lon + rng.gaussian(0, 0.024);
  }
  const name = fill(rng.pick(kind.names), { Town: town.city }, rng);
  const slug = slugs.take(name);
  const site = slug.slice(0, 40).replace(/-+$/, '');
  const published = !rng.chance(0.03);
  const details = {
    slug,
    name,
    website: rng.chance(0.85) ? `https://www.${site}.example.org/` : '',
    phone: rng.chance(0.9) ? `(${town.areaCode}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}` : '',
    email: rng.chance(0.7) ? `info@${site}.example.org` : '',
    description: sanitizeDescription(
      `<p>${name} is a ${kind.poiType.replace(/_/g, ' ')} in ${town.city}, ${town.state}.</p>` +
        (rng.chance(0.5) ? `<p>Part of the <em>${town.region}</em> community since ${rng.int(1850, 2015)}.</p>` : ''),
    ),
    street: `${rng.int(1, 999)} ${rng.pick(STREETS)}`,
    city: town.city,
    state: town.state,
    postalCode: rng.pick(town.postalCodes),
    country: 'US',
    lat: Math.round(lat * 1e6) / 1e6,
    lon: Math.round(lon * 1e6) / 1e6,
    timeZone: DEMO_TIME_ZONE,
    region: town.region,
    poiType: kind.poiType,
    hideFromListing: rng.chance(0.03),
    published,
  };
  // Whether a venue is claimed follows its managers (a database trigger). This draw once made it up; it stays, so
  // the draws after it, and with them the demo catalogue, are what they were.
  rng.next();
  return { ...details, openTimes: openTimesFor(kind, rng), kind: kind.key };
}

const weekdayOf = (date: string): WeekdayCode => WEEKDAY_CODES[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as WeekdayCode;

/** The first date on or after `date` that falls on `weekday`. */
function onOrAfter(date: string, weekday: WeekdayCode): string {
  const from = WEEKDAY_CODES.indexOf(weekdayOf(date));
  const to = WEEKDAY_CODES.indexOf(weekday);
  return addDaysToLocalDate(date, (to - from + 7) % 7);
}

function endTime(start: string, minutes: number): string | null {
  if (minutes === 0) return null;
  const seconds = (secondsOfDay(start) + minutes * 60) % 86400;
  return normalizeTime(`${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`);
}

type SeriesBase = Pick<RecurrenceSeries, 'timeStart' | 'timeEnd'>;

/** Ends of a repeating series: mostly never, some until a date, some after a count. */
function seriesEnd(rng: Prng, today: string, count: [number, number]): RecurrenceSeries['end'] {
  const r = rng.next();
  if (r < 0.6) return { type: 'never' };
  if (r < 0.85) return { type: 'until', until: addDaysToLocalDate(today, rng.int(45, 330)) };
  return { type: 'count', count: rng.int(count[0], count[1]) };
}

function singleDate(rng: Prng, today: string): string {
  const r = rng.next();
  if (r < 0.55) return addDaysToLocalDate(today, rng.int(0, 45));
  if (r < 0.85) return addDaysToLocalDate(today, rng.int(46, 150));
  return addDaysToLocalDate(today, rng.int(151, 365));
}

function buildSeries(kind: RecurrenceKind, times: SeriesBase, rng: Prng, today: string): RecurrenceSeries[] {
  const started = addDaysToLocalDate(today, rng.int(-120, 60));
  switch (kind) {
    case 'once':
      return [onceSeries(singleDate(rng, today), times)];
    case 'weekly':
    case 'weeklyMulti': {
      const days: WeekdayCode[] =
        kind === 'weekly' ? [rng.pick(WEEKDAY_CODES)] : rng.pick([['TU', 'TH'], ['MO', 'WE', 'FR'], ['MO', 'WE'], ['SA', 'SU'], ['TU', 'TH', 'SA']] as WeekdayCode[][]);
      const dtstart = onOrAfter(started, days[0] as WeekdayCode);
      const s: RecurrenceSeries = {
        ...onceSeries(dtstart, times),
        frequency: 'weekly',
        byweekday: days,
        interval: rng.chance(0.1) ? 2 : 1,
        end: seriesEnd(rng, today, [4, 24]),
      };
      if (rng.chance(0.2)) s.exdates = [addDaysToLocalDate(dtstart, 7 * rng.int(1, 12))];
      return [s];
    }
    case 'monthlyByDate': {
      const day = rng.chance(0.08) ? 31 : rng.int(1, 28);
      return [{ ...onceSeries(started, times), frequency: 'monthlyByDate', bymonthday: [day], end: seriesEnd(rng, today, [3, 12]) }];
    }
    case 'monthlyBySetPos':
      return [
        {
          ...onceSeries(started, times),
          frequency: 'monthlyBySetPos',
          byweekday: [rng.pick(WEEKDAY_CODES)],
          bysetpos: [rng.weighted([[1, 3], [2, 3], [3, 2], [4, 1], [-1, 2]] as const)],
          end: seriesEnd(rng, today, [3, 12]),
        },
      ];
    case 'nightly': {
      // Every night since some weeks ago, with no end.
      const dtstart = addDaysToLocalDate(today, -rng.int(7, 90));
      return [{ ...onceSeries(dtstart, times), frequency: 'weekly', byweekday: [...WEEKDAY_CODES], interval: 1, end: { type: 'never' } }];
    }
    case 'daily': {
      const dtstart = addDaysToLocalDate(today, rng.int(0, 150));
      return [{ ...onceSeries(dtstart, times), frequency: 'daily', end: { type: 'count', count: rng.int(2, 10) } }];
    }
    case 'yearly':
      return [{ ...onceSeries(addDaysToLocalDate(today, rng.int(0, 330)), times), frequency: 'yearly', end: rng.chance(0.5) ? { type: 'never' } : { type: 'count', count: rng.int(2, 5) } }];
    case 'run': {
      // A production: Thursday to Saturday evenings for a few weeks, often with Sunday matinees.
      const opening = onOrAfter(addDaysToLocalDate(today, rng.int(0, 200)), 'TH');
      const until = addDaysToLocalDate(opening, 7 * rng.int(1, 5) + 3);
      const evenings: RecurrenceSeries = {
        ...onceSeries(opening, times),
        frequency: 'custom',
        ruleFrequency: 'WEEKLY',
        byweekday: ['TH', 'FR', 'SA'],
        end: { type: 'until', until },
      };
      if (!rng.chance(0.6)) return [evenings];
      const matinee: RecurrenceSeries = {
        ...onceSeries(onOrAfter(opening, 'SU'), { timeStart: '14:00:00', timeEnd: endTime('14:00', 150) }),
        frequency: 'weekly',
        byweekday: ['SU'],
        end: { type: 'until', until },
      };
      return [evenings, matinee];
    }
  }
}

function descriptionFor(template: EventTemplate, values: Readonly<Record<string, string>>, rng: Prng, venueSite: string): string {
  const [first, ...rest] = rng.sample(template.blurbs, 2).map((b) => fill(b, values, rng));
  const bullets = rng.sample(template.bullets, rng.int(0, 3));
  const html = [
    `<p>${first ?? ''}${rng.chance(0.3) ? ' <strong>Don’t miss it!</strong>' : ''}</p>`,
    ...rest.map((b) => `<p>${rng.chance(0.2) ? `<em>${b}</em>` : b}</p>`),
    bullets.length > 0 ? `<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>` : '',
    venueSite ? `<p>More information: <a href="${venueSite}">${values['Venue'] ?? 'website'}</a></p>` : '',
  ].join('');
  return sanitizeDescription(html);
}

function generateEvent(
  rng: Prng,
  slugs: SlugBook,
  venues: readonly GeneratedVenue[],
  venuesByCategory: ReadonlyMap<EventCategoryName, number[]>,
  today: string,
  forcedTemplate: EventTemplate | null = null,
): GeneratedEvent {
  const template = forcedTemplate ?? rng.weighted(EVENT_TEMPLATES.map((t) => [t, CATEGORY_WEIGHTS[t.category]] as const));
  const fitting = venuesByCategory.get(template.category) ?? [];
  const venueIndex = fitting.length > 0 && rng.chance(0.85) ? rng.pick(fitting) : rng.int(0, venues.length - 1);
  const venue = venues[venueIndex] as GeneratedVenue;
  const topic = fill(rng.pick(template.topics), { Town: venue.city }, rng);
  const values = { Town: venue.city, Topic: topic, Venue: venue.name };
  let name = fill(rng.pick(template.names), values, rng);
  if (rng.chance(0.3) && !name.includes(venue.name)) name = `${name} at ${venue.name}`;
  const slug = slugs.take(name);

  const setting = rng.next();
  const isOnline = setting < template.online;
  const isHybrid = !isOnline && setting < template.online * 1.6 + 0.03;
  const price = rng.weighted(template.prices);
  const start = rng.pick(template.starts);
  const times: SeriesBase = { timeStart: normalizeTime(start), timeEnd: endTime(start, rng.pick(template.durations)) };
  const recurring = rng.chance(RECURRING_CHANCE[template.category]) || forcedTemplate !== null;
  const series = buildSeries(recurring ? rng.weighted(template.recurrences) : 'once', times, rng, today);
  const first = series[0] as RecurrenceSeries;
  const cancelled = rng.chance(0.02);
  return {
    venueIndex,
    slug,
    name,
    // The spec requires an event's url: a venue without a website sells through a ticketing page.
    url: venue.website ? `${venue.website}events/${slug}/` : `https://tickets.example.org/events/${slug}/`,
    category: template.category,
    isInPerson: !isOnline,
    isOnline: isOnline || isHybrid,
    onlineUrl: isOnline || isHybrid ? (rng.chance(0.5) ? `https://stream.example.org/${slug}` : `https://meet.example.org/j/${rng.int(100000000, 999999999)}`) : '',
    isGlobal: isOnline && rng.chance(0.4),
    description: descriptionFor(template, values, rng, venue.website),
    price,
    priceInformation: rng.pick(PRICE_INFORMATION[price]),
    ticketUrl: price !== 'free' && rng.chance(0.8) ? `https://tickets.example.org/e/${slug}` : '',
    ageGroups: [...rng.pick(template.ages)],
    isFeatured: rng.chance(0.05),
    isPromoted: rng.chance(0.03),
    // The postponed draw only for events not cancelled, as when these were two flags: the same seed, the same catalogue.
    status: cancelled ? 'cancelled' : rng.chance(0.01) ? 'postponed' : 'scheduled',
    published: !rng.chance(0.02),
    dateStart: first.dtstart,
    dateEnd: first.frequency === 'once' ? first.dtstart : first.end.type === 'until' ? first.end.until : null,
    series,
  };
}

/** The whole catalogue for the options; deterministic for a given seed and today. */
export function generateCatalogue(options: GeneratorOptions): GeneratedCatalogue {
  const rng = new Prng(`${options.seed}`);
  const venueSlugs = new SlugBook(options.takenVenueSlugs);
  const eventSlugs = new SlugBook(options.takenEventSlugs);
  const scale = options.venues > 2000;
  const venues: GeneratedVenue[] = [];
  for (let i = 0; i < options.venues; i++) venues.push(generateVenue(rng, venueSlugs, scale));

  const kinds = new Map(VENUE_KINDS.map((k) => [k.key, k]));
  const venuesByCategory = new Map<EventCategoryName, number[]>();
  venues.forEach((venue, index) => {
    for (const category of kinds.get(venue.kind)?.categories ?? []) {
      let list = venuesByCategory.get(category);
      if (!list) venuesByCategory.set(category, (list = []));
      list.push(index);
    }
  });

  const events: GeneratedEvent[] = [];
  // The late shows come last, so the rest of the catalogue is the same with or without them.
  const lateShows = Math.min(LATE_SHOWS, Math.floor(options.events / 50));
  if (venues.length > 0) {
    for (let i = 0; i < options.events; i++) {
      const late = i >= options.events - lateShows ? LATE_SHOW_TEMPLATE : null;
      events.push(generateEvent(rng, eventSlugs, venues, venuesByCategory, options.today, late));
    }
  }
  return { venues, events };
}
