import { liveUntil, type LiveStreamOccurrence } from './live-stream.js';

/**
 * Where an occurrence stands at `now`, as a visitor reads a card or an event page: still to come, in progress
 * ("Happening now"; without an end it counts as in progress for 1 hour, as the live-stream button does), or over
 * ("Ended": a listing of today may still show a morning event in the afternoon).
 */
export type OccurrenceState = 'upcoming' | 'in-progress' | 'ended';

export const OCCURRENCE_STATE_LABELS: Readonly<Record<Exclude<OccurrenceState, 'upcoming'>, string>> = {
  'in-progress': 'Happening now',
  ended: 'Ended',
};

/** How often a page showing these states looks at the clock again. */
export const OCCURRENCE_STATE_REFRESH_MS = 60_000;

export function occurrenceStateAt(occurrence: LiveStreamOccurrence, now: number): OccurrenceState {
  const start = typeof occurrence.timestampStart === 'number' ? occurrence.timestampStart : Date.parse(occurrence.timestampStart);
  if (!Number.isFinite(start) || now < start) return 'upcoming';
  return now < liveUntil(occurrence) ? 'in-progress' : 'ended';
}
