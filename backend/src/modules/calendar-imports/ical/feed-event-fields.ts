import { EVENT_NAME_MAX, EVENT_URL_MAX } from '@events/contracts/event-forms';
import type { EventStatus } from '@events/contracts/event-status';
import { isCancelled } from './feed-expansion.js';
import type { IcalComponent } from './feed-occurrences.js';
import { wallClock } from './venue-wall-clock.js';

/**
 * The plain fields of a feed event (RFC 5545 section 3.8 properties, and the X- properties Google and Outlook add
 * for online meetings), each as the event form would hold it.
 */

/** An absolute http(s) address no longer than an event's URL field, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!/^https?:\/\/[^\s/?#]+/i.test(url) || url.length > EVENT_URL_MAX || !URL.canParse(url)) return null;
  return url;
}

function textOf(component: IcalComponent, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** SUMMARY, trimmed and cut to the event form's length; null when the event has none. */
export function eventNameOf(component: IcalComponent): string | null {
  const summary = textOf(component, 'summary');
  if (summary === null) return null;
  const characters = Array.from(summary);
  return characters.length <= EVENT_NAME_MAX ? summary : characters.slice(0, EVENT_NAME_MAX).join('').trimEnd();
}

/** STATUS:CANCELLED is the only status a feed states; TENTATIVE and CONFIRMED events go ahead as planned. */
export function eventStatusOf(component: IcalComponent): EventStatus {
  return isCancelled(component) ? 'cancelled' : 'scheduled';
}

export function eventUrlOf(component: IcalComponent): string | null {
  return httpUrl(component.getFirstPropertyValue('url'));
}

/** Where online meetings are announced beside LOCATION: Google Meet, Microsoft Teams. */
const CONFERENCE_PROPERTIES = ['x-google-conference', 'x-microsoft-skypeteamsmeetingurl'] as const;

/**
 * LOCATION as one line of text, and the online address: a conference property, else a LOCATION that is only an address (then
 * it is no place, and the location is null).
 */
export function eventPlaceOf(component: IcalComponent): { location: string | null; onlineUrl: string | null } {
  // Apple writes the place's name and its address on two lines.
  const location = textOf(component, 'location')?.replace(/\s*\n\s*/g, ', ') ?? null;
  const locationUrl = httpUrl(location);
  const conference = CONFERENCE_PROPERTIES.map((name) => httpUrl(component.getFirstPropertyValue(name))).find((url) => url !== null);
  return { location: locationUrl === null ? location : null, onlineUrl: conference ?? locationUrl };
}

/** CATEGORIES of every line (each may list several), trimmed, the first spelling of each kept. */
export function eventCategoriesOf(component: IcalComponent): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const property of component.getAllProperties('categories')) {
    for (const value of property.getValues() as unknown[]) {
      if (typeof value !== 'string') continue;
      const category = value.trim();
      const key = category.toLowerCase();
      if (category === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(category);
    }
  }
  return out;
}

const IMAGE_PATH = /\.(?:jpe?g|png|gif|webp|avif)$/i;

/** The first ATTACH that is an image by its FMTTYPE or its file name, as an http(s) address (inline data is skipped). */
export function eventImageUrlOf(component: IcalComponent): string | null {
  for (const property of component.getAllProperties('attach')) {
    const url = httpUrl(property.getFirstValue());
    if (url === null) continue;
    const type = property.getFirstParameter('fmttype');
    if ((typeof type === 'string' && type.trim().toLowerCase().startsWith('image/')) || IMAGE_PATH.test(new URL(url).pathname)) return url;
  }
  return null;
}

/** A title as a key: lower case, accents and punctuation dropped, spaces collapsed ("Café: Élan!" -> "cafe elan"). */
export function normalizedTitle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What finds an event again in a feed that has no UIDs, or regenerates them on every export: its title and its
 * first start, venue-local ("concert in the park|2027-06-05T19:30").
 */
export function eventFingerprint(name: string, firstStart: Date, venueTimeZone: string): string {
  const { date, time } = wallClock(firstStart.getTime(), venueTimeZone);
  return `${normalizedTitle(name)}|${date}T${time.slice(0, 5)}`;
}
