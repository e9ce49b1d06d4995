import type { RecurrenceSeries } from '@events/contracts/recurrence';
import type { LocalDate } from '@events/domain/local-time';
import { descriptionHtmlOf } from './feed-description.js';
import { eventCategoriesOf, eventFingerprint, eventImageUrlOf, eventNameOf, eventPlaceOf, eventStatusOf, eventUrlOf } from './feed-event-fields.js';
import { expandEvent, isCancelled, readOverrides, type ExpansionWindow } from './feed-expansion.js';
import { isUpcoming, occurrenceAt, timingOf, type EventTiming, type IcalComponent } from './feed-occurrences.js';
import { FeedEventRefusal } from './feed-refusals.js';
import { seriesOfEvent } from './feed-series.js';
import type { FeedZones } from './feed-zones.js';
import type { ParsedFeedEvent } from './parsed-feed.js';

/** What every event of one feed is read against. */
export type FeedEventContext = {
  readonly zones: FeedZones;
  readonly today: LocalDate;
  readonly horizonEnd: LocalDate;
  readonly window: ExpansionWindow;
};

/** The fields every event takes from its master VEVENT. */
function eventOf(master: IcalComponent, uid: string | null, timing: EventTiming, name: string, series: RecurrenceSeries[], zones: FeedZones): ParsedFeedEvent {
  const firstStart = new Date(zones.instantOf(timing.start, timing.zone));
  return {
    uid,
    fingerprint: eventFingerprint(name, firstStart, zones.venueTimeZone),
    name,
    descriptionHtml: descriptionHtmlOf(master),
    url: eventUrlOf(master),
    status: eventStatusOf(master),
    ...eventPlaceOf(master),
    categories: eventCategoriesOf(master),
    imageUrl: eventImageUrlOf(master),
    series,
    firstStart,
  };
}

/** DTSTART and SUMMARY, which an event cannot do without (in this order of complaint). */
function essentialsOf(master: IcalComponent, zones: FeedZones): { timing: EventTiming; name: string } {
  const timing = timingOf(master, zones);
  const name = eventNameOf(master);
  if (name === null) throw new FeedEventRefusal('noTitle');
  return { timing, name };
}

/**
 * One master VEVENT with its overrides as an event; null when every occurrence ended before today. Throws
 * FeedEventRefusal when the event cannot be imported.
 */
export function readFeedEvent(master: IcalComponent, overrides: readonly IcalComponent[], uid: string | null, context: FeedEventContext): ParsedFeedEvent | null {
  const { zones } = context;
  const { timing, name } = essentialsOf(master, zones);
  const expansion = expandEvent(master, timing, readOverrides(overrides, timing, zones), context.window, zones);
  if (expansion.upcoming.length === 0) return null;
  const series = seriesOfEvent({ component: master, timing, expansion, zones, today: context.today, horizonEnd: context.horizonEnd });
  return series.length === 0 ? null : eventOf(master, uid, timing, name, series, zones);
}

/**
 * Overrides whose master the feed leaves out, as one event (one UID, one event): the first one that is not
 * cancelled gives the fields, each gives its own occurrence; an unreadable one beyond the first is left out.
 */
export function readOrphanedOverrides(components: readonly IcalComponent[], uid: string, context: FeedEventContext): ParsedFeedEvent | null {
  const { zones } = context;
  const [master, ...others] = components.filter((component) => !isCancelled(component));
  if (master === undefined) return null;
  const { timing, name } = essentialsOf(master, zones);
  const occurrences = [occurrenceAt(timing.start, timing, zones)];
  for (const other of others) {
    try {
      const own = timingOf(other, zones);
      occurrences.push(occurrenceAt(own.start, own, zones));
    } catch {
      continue;
    }
  }
  const upcoming = occurrences.filter((o) => isUpcoming(o, context.window.todayStartsAt)).sort((a, b) => a.startsAt - b.startsAt);
  if (upcoming.length === 0) return null;
  const series = seriesOfEvent({ component: master, timing, expansion: { upcoming, applied: [] }, zones, today: context.today, horizonEnd: context.horizonEnd });
  return series.length === 0 ? null : eventOf(master, uid, timing, name, series, zones);
}
