import type { Occurrence } from '@events/contracts/events';
import { LIVE_STREAM_MINUTES_FROM_HOURS, LIVE_STREAM_REFRESH_MS, liveStreamStateFor, type LiveStreamState } from '@events/domain/live-stream';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { useNow } from '../../../hooks/use-now';

const messages = plainMessages(defineMessages({
  watch: { id: 'discovery.liveStream.watch', defaultMessage: 'Watch Live Stream' },
  live: { id: 'discovery.liveStream.live', defaultMessage: 'Currently Live!' },
  startingIn: { id: 'discovery.liveStream.startingIn', defaultMessage: 'Starting in {duration}' },
  startingInHoursMinutes: { id: 'discovery.liveStream.startingInHoursMinutes', defaultMessage: 'Starting in {hours} {minutes}' },
}));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The button's text in the reader's language, as the domain's formatCountdown counts: whole hours above 4 hours,
 * hours and minutes (rounded up) from 4 hours down.
 */
function liveStreamLabel(intl: IntlShape, state: LiveStreamState): string {
  if (state.kind === 'live') return intl.formatMessage(messages.live);
  if (state.kind !== 'starting' || state.startsInMs === null) return intl.formatMessage(messages.watch);
  // "3 hours", "1 minute": the locale's own unit names and plurals.
  const count = (value: number, unit: 'hour' | 'minute') => intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
  const remaining = state.startsInMs;
  if (remaining > LIVE_STREAM_MINUTES_FROM_HOURS * HOUR) return intl.formatMessage(messages.startingIn, { duration: count(Math.floor(remaining / HOUR), 'hour') });
  const totalMinutes = Math.max(1, Math.ceil(remaining / MINUTE));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return intl.formatMessage(messages.startingIn, { duration: count(minutes, 'minute') });
  if (minutes === 0) return intl.formatMessage(messages.startingIn, { duration: count(hours, 'hour') });
  return intl.formatMessage(messages.startingInHoursMinutes, { hours: count(hours, 'hour'), minutes: count(minutes, 'minute') });
}

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
  const intl = useAppIntl();
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
      {liveStreamLabel(intl, state)}
      <span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
    </a>
  );
}
