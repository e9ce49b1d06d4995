import { EVENT_FORM_PATHS } from '@events/contracts/event-forms';
import type { EventDetail } from '@events/contracts/events';
import type { CalendarEntry } from '@events/domain/calendar-links';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { BookmarkButton } from '../../../components/cards/bookmark-button';
import { EditLink } from '../../../components/detail/edit-link';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { ShareButton } from '../../../components/share/share-button';
import { useLocalizedContent } from '../../../utils/localized-content';

const messages = plainMessages(defineMessages({
  edit: { id: 'discovery.eventActions.edit', defaultMessage: 'Edit event' },
}));

export type EventActionsProps = {
  event: EventDetail;
  pageUrl: string;
  calendarEntry: CalendarEntry | null;
};

/**
 * Share, bookmark and edit (both hidden in a widget; edit only for whom may) and add-to-calendar: in the sticky
 * header and in the mobile bar.
 */
export function EventActions({ event, pageUrl, calendarEntry }: EventActionsProps) {
  const intl = useAppIntl();
  const localized = useLocalizedContent();
  const name = localized.name(event);
  return (
    <>
      <ShareButton noun="event" url={pageUrl} title={name} descriptionHtml={localized.description(event)} />
      <BookmarkButton objectType="event" id={event.id} name={name} className="detail-action" />
      <AddToCalendarMenu eventId={event.id} entry={calendarEntry} />
      <EditLink to={EVENT_FORM_PATHS.edit(event.id)} venueId={event.pointOfInterest.id} label={intl.formatMessage(messages.edit)} />
    </>
  );
}
