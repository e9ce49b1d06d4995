import type { EventStatus } from '@events/contracts/event-status';
import type { EventDetail } from '@events/contracts/events';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { commonMessages, EVENT_STATUS_MESSAGES } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  label: { id: 'discovery.statusBanner.label', defaultMessage: '{status}:' },
  cancelled: { id: 'discovery.statusBanner.cancelled', defaultMessage: 'this event has been cancelled.' },
  postponed: { id: 'discovery.statusBanner.postponed', defaultMessage: 'this event has been postponed. Check back for the new date.' },
  movedOnline: { id: 'discovery.statusBanner.movedOnline', defaultMessage: 'this event now takes place online.' },
  joinOnline: { id: 'discovery.statusBanner.joinOnline', defaultMessage: 'Join online' },
}));

/** What a visitor should know of each status other than scheduled, after its label. */
const STATUS_NOTES: Readonly<Record<Exclude<EventStatus, 'scheduled'>, MessageDescriptor>> = {
  cancelled: messages.cancelled,
  postponed: messages.postponed,
  moved_online: messages.movedOnline,
};

/**
 * The banner above an event page's heading when the event does not go ahead as planned (with the stream's link when
 * it moved online and has one); nothing when it does.
 */
export function EventStatusBanner({ event }: { event: Pick<EventDetail, 'status' | 'onlineUrl'> }) {
  const intl = useAppIntl();
  const { status } = event;
  if (status === 'scheduled') return null;
  return (
    <p className={`detail-banner detail-banner--${status}`} data-testid="event-status-banner">
      <strong>{intl.formatMessage(messages.label, { status: intl.formatMessage(EVENT_STATUS_MESSAGES[status]) })}</strong> {intl.formatMessage(STATUS_NOTES[status])}
      {status === 'moved_online' && event.onlineUrl && (
        <>
          {' '}
          <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.joinOnline)}<span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
          </a>
        </>
      )}
    </p>
  );
}
