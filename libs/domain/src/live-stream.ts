/**
 * The live-stream button of an online or hybrid event (spec section 4): 'Watch Live Stream', 'Currently Live!'
 * while the event is in progress (an event without an end counts as live for 1 hour), and a 'Starting in ...'
 * countdown only when the start is within the maximum hours (24 by default), with minutes added when 4 hours
 * or less remain. The page recomputes it every 30 seconds.
 */

export const LIVE_STREAM_LABELS = {
  watch: 'Watch Live Stream',
  live: 'Currently Live!',
} as const;

/** How long an occurrence without an end counts as live. */
export const LIVE_WITHOUT_END_MS = 60 * 60 * 1000;
/** The countdown shows only when the start is at most this many hours away (default). */
export const LIVE_STREAM_MAX_HOURS = 24;
/** At this many hours or less before the start, the countdown names the minutes too. */
export const LIVE_STREAM_MINUTES_FROM_HOURS = 4;
/** The button is recomputed this often. */
export const LIVE_STREAM_REFRESH_MS = 30_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LiveStreamKind = 'watch' | 'live' | 'starting';

export type LiveStreamState = {
  readonly kind: LiveStreamKind;
  /** The button's text. */
  readonly label: string;
  /** Milliseconds until the start (only for `starting`). */
  readonly startsInMs: number | null;
};

/** An occurrence as the API gives it (ISO 8601 instants) or as epoch milliseconds. */
export type LiveStreamOccurrence = { readonly timestampStart: string | number; readonly timestampEnd: string | number | null };

export type LiveStreamOptions = {
  /** The countdown's horizon in hours (default 24). */
  readonly maxHours?: number;
};

function toEpoch(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** The instant an occurrence stops being live: its end, or 1 hour after its start without one. */
export function liveUntil(occurrence: LiveStreamOccurrence): number {
  const start = toEpoch(occurrence.timestampStart);
  const end = occurrence.timestampEnd === null ? Number.NaN : toEpoch(occurrence.timestampEnd);
  return Number.isFinite(end) && end > start ? end : start + LIVE_WITHOUT_END_MS;
}

/** The occurrence the button is about: the one in progress, else the next to start; null when all are over. */
export function liveStreamOccurrence<T extends LiveStreamOccurrence>(occurrences: readonly T[], now: number): T | null {
  let next: T | null = null;
  let nextStart = Number.POSITIVE_INFINITY;
  for (const occurrence of occurrences) {
    const start = toEpoch(occurrence.timestampStart);
    if (!Number.isFinite(start)) continue;
    if (start <= now && now < liveUntil(occurrence)) return occurrence;
    if (start > now && start < nextStart) {
      next = occurrence;
      nextStart = start;
    }
  }
  return next;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * `5 hours` above 4 hours (whole hours, rounded down); `3 hours 20 minutes`, `1 hour`, `45 minutes` at
 * 4 hours or less (minutes rounded up, so the countdown never says 0 minutes before the start).
 */
export function formatCountdown(remainingMs: number): string {
  if (remainingMs > LIVE_STREAM_MINUTES_FROM_HOURS * HOUR) return plural(Math.floor(remainingMs / HOUR), 'hour');
  const totalMinutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return plural(minutes, 'minute');
  return minutes === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}

/** The button's state at `now` for one occurrence (null: no date known, the plain 'Watch Live Stream'). */
export function liveStreamState(occurrence: LiveStreamOccurrence | null, now: number, options: LiveStreamOptions = {}): LiveStreamState {
  const watch: LiveStreamState = { kind: 'watch', label: LIVE_STREAM_LABELS.watch, startsInMs: null };
  if (occurrence === null) return watch;
  const start = toEpoch(occurrence.timestampStart);
  if (!Number.isFinite(start)) return watch;
  if (start <= now && now < liveUntil(occurrence)) return { kind: 'live', label: LIVE_STREAM_LABELS.live, startsInMs: null };
  const maxHours = options.maxHours ?? LIVE_STREAM_MAX_HOURS;
  const remaining = start - now;
  if (remaining > 0 && remaining <= maxHours * HOUR) {
    return { kind: 'starting', label: `Starting in ${formatCountdown(remaining)}`, startsInMs: remaining };
  }
  return watch;
}

/** The state for an event's occurrence list: the one in progress, else the next. */
export function liveStreamStateFor(occurrences: readonly LiveStreamOccurrence[], now: number, options: LiveStreamOptions = {}): LiveStreamState {
  return liveStreamState(liveStreamOccurrence(occurrences, now), now, options);
}

/** The button exists for online and hybrid events that have a stream address. */
export function hasLiveStream(event: { readonly isOnline: boolean; readonly onlineUrl: string }): boolean {
  return event.isOnline && event.onlineUrl.trim() !== '';
}
