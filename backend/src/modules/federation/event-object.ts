import { Temporal } from '@js-temporal/polyfill';
import type { Context } from '@fedify/fedify';
import { Event, Image, Place, PUBLIC_COLLECTION } from '@fedify/vocab';
import type { EventCard } from '@events/contracts/events';
import { nameWithStatus } from '@events/contracts/event-status';
import { escapeHtml } from '../../common/text/escape-html.js';

/** `2027-03-14` (a venue-local date) as "Sun, Mar 14, 2027". */
const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The instant type Fedify's vocabulary declares (the ambient Temporal of TypeScript's esnext lib). */
type VocabularyInstant = NonNullable<NonNullable<ConstructorParameters<typeof Event>[0]>['startTime']>;

/**
 * An ISO instant as the Temporal value Fedify's vocabulary takes. Node.js 24 has no global Temporal, so it is the
 * polyfill's, which Fedify accepts at run time; only its declared type differs.
 */
export function instantOf(iso: string): VocabularyInstant {
  return Temporal.Instant.from(new Date(iso).toISOString()) as unknown as VocabularyInstant;
}

/**
 * The line Mastodon shows under an event's name, since it shows only the name, the summary and the link
 * (docs/activitypub-research.md, section 6): when (the next occurrence, in the venue's time), where, and the price.
 */
export function eventSummaryText(event: EventCard): string {
  const next = event.nextEventOccurrence;
  const when = next === null ? '' : `${DAY.format(new Date(`${next.eventDate}T12:00:00Z`))}, ${next.times}`;
  const venue = event.pointOfInterest;
  const where = event.isInPerson ? [venue.name, venue.city, venue.state].filter((part) => part !== '').join(', ') : 'Online';
  const price = event.priceInformation.trim() === '' ? event.price.label : `${event.price.label} (${event.priceInformation.trim()})`;
  return [when, where, price].filter((part) => part !== '').join(' · ');
}

/** A path or URL of this site as an absolute URL. */
function absolute(ctx: Context<unknown>, pathOrUrl: string): URL {
  return new URL(pathOrUrl, ctx.canonicalOrigin);
}

/**
 * An event as an ActivityStreams `Event`, named by its page's address (so pasting the page's link into Mastodon's
 * search finds it), attributed to its venue's actor and addressed to the public and the venue's followers. A
 * recurring event is its next occurrence. A status other than scheduled leads the name ("Cancelled: Jazz Night").
 */
export function eventObject(ctx: Context<unknown>, event: EventCard, updated: Date | null = null): Event {
  const venueActor = ctx.getActorUri(String(event.pointOfInterest.id));
  const next = event.nextEventOccurrence;
  const venue = event.pointOfInterest;
  const image = event.imagePrimary === null ? null : new Image({ url: absolute(ctx, event.imagePrimary), name: event.name });
  return new Event({
    id: ctx.getObjectUri(Event, { id: String(event.id), slug: event.slug }),
    url: absolute(ctx, event.absoluteUrl),
    name: nameWithStatus(event.name, event.status),
    summary: `<p>${escapeHtml(eventSummaryText(event))}</p>`,
    content: event.description,
    startTime: next === null ? null : instantOf(next.timestamps.timestampStart),
    endTime: next?.timestamps.timestampEnd ? instantOf(next.timestamps.timestampEnd) : null,
    location: event.isInPerson
      ? new Place({
          name: [venue.name, venue.shortAddress].filter((part) => part !== '').join(', '),
          latitude: venue.lat,
          longitude: venue.lon,
          url: absolute(ctx, venue.absoluteUrl),
        })
      : null,
    // Mastodon shows images only as attachments; other readers take `image`.
    image,
    attachments: image === null ? [] : [image],
    attribution: venueActor,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(String(venue.id)),
    updated: updated === null ? null : instantOf(updated.toISOString()),
  });
}
