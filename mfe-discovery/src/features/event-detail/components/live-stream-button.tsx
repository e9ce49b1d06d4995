import type { Occurrence } from '@events/contracts/events';
import { LIVE_STREAM_REFRESH_MS, liveStreamStateFor } from '@events/domain/live-stream';
import { useNow } from '../../../hooks/use-now';

export type LiveStreamButtonProps = {
  onlineUrl: string;
  occurrences: readonly Occurrence[];
  /** The countdown's horizon in hours (24 by default). */
  maxHours?: number;
};

/**
 * The live-stream link of an online or hybrid event (spec section 4): 'Watch Live Stream', 'Currently Live!'
 * while an occurrence is in progress, 'Starting in ...' within the countdown's horizon; recomputed every 30 s.
 */
export function LiveStreamButton({ onlineUrl, occurrences, maxHours }: LiveStreamButtonProps) {
  const now = useNow(LIVE_STREAM_REFRESH_MS);
  const state = liveStreamStateFor(occurrences, now, maxHours === undefined ? {} : { maxHours });
  return (
    <a
      href={onlineUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`live-stream-button live-stream-button--${state.kind}`}
      data-testid="live-stream-button"
      data-state={state.kind}
    >
      {state.kind === 'live' && <span className="live-stream-button__dot" aria-hidden="true" />}
      {state.label}
      <span className="ui-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
