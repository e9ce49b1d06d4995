import type { EventStatus } from '@events/contracts/event-status';
import type { RecurrenceSeries } from '@events/contracts/recurrence';

/** One master VEVENT of a feed, as the product's event (issue 30, iCalendar import). */
export type ParsedFeedEvent = {
  /** UID, trimmed; null when the VEVENT has none. */
  readonly uid: string | null;
  /** Normalised title + '|' + the first occurrence's venue-local start 'yyyy-MM-ddTHH:mm' (feeds without stable UIDs). */
  readonly fingerprint: string;
  /** SUMMARY, unescaped, trimmed, at most EVENT_NAME_MAX characters. */
  readonly name: string;
  /** The sanitised description (X-ALT-DESC HTML, else DESCRIPTION); '' when none. */
  readonly descriptionHtml: string;
  /** URL when http(s). */
  readonly url: string | null;
  readonly status: EventStatus;
  /** LOCATION text (null when it is only an online address). */
  readonly location: string | null;
  /** A conference address (X-GOOGLE-CONFERENCE, X-MICROSOFT-SKYPETEAMSMEETINGURL), else a LOCATION that is one. */
  readonly onlineUrl: string | null;
  /** CATEGORIES values, trimmed, de-duplicated. */
  readonly categories: readonly string[];
  /** The first image ATTACH, http(s). */
  readonly imageUrl: string | null;
  /** The date entries, in the venue's time zone; at least one. */
  readonly series: readonly RecurrenceSeries[];
  /** The instant of DTSTART, the first occurrence (an all-day one: the venue's midnight of its day). */
  readonly firstStart: Date;
};

/** A VEVENT that is not imported, with the reason in plain words for its producer. */
export type RefusedFeedEvent = { readonly uid: string | null; readonly name: string | null; readonly reason: string };

export type ParsedFeed = {
  /** X-WR-CALNAME, when the calendar gives one. */
  readonly calendarName: string | null;
  readonly events: readonly ParsedFeedEvent[];
  readonly refused: readonly RefusedFeedEvent[];
};

export type ParseFeedOptions = {
  /** The venue's IANA zone: every date entry is in it. */
  readonly venueTimeZone: string;
  /** The venue's today, yyyy-MM-dd: events over before it are left out. */
  readonly today: string;
  /** How many days after today the occurrences of a rule that cannot be kept are listed. */
  readonly horizonDays: number;
};
