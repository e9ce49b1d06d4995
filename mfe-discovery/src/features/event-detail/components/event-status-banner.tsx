import { EVENT_STATUS_LABELS, type EventStatus } from '@events/contracts/event-status';
import type { EventDetail } from '@events/contracts/events';

/** What a visitor should know of each status other than scheduled, after its label. */
const STATUS_NOTES: Readonly<Record<Exclude<EventStatus, 'scheduled'>, string>> = {
  cancelled: 'this event has been cancelled.',
  postponed: 'this event has been postponed. Check back for the new date.',
  moved_online: 'this event now takes place online.',
};

/**
 * The banner above an event page's heading when the event does not go ahead as planned (with the stream's link when
 * it moved online and has one); nothing when it does.
 */
export function EventStatusBanner({ event }: { event: Pick<EventDetail, 'status' | 'onlineUrl'> }) {
  const { status } = event;
  if (status === 'scheduled') return null;
  return (
    <p className={`detail-banner detail-banner--${status}`} data-testid="event-status-banner">
      <strong>{EVENT_STATUS_LABELS[status]}:</strong> {STATUS_NOTES[status]}
      {status === 'moved_online' && event.onlineUrl && (
        <>
          {' '}
          <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
            Join online<span className="ui-visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      )}
    </p>
  );
}
