import type { EventDetail } from '@events/contracts/events';
import type { CalendarEntry } from '@events/domain/calendar-links';
import { BookmarkButton } from '../../../components/cards/bookmark-button';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { ShareButton } from '../../../components/share/share-button';

export type EventActionsProps = {
  event: EventDetail;
  pageUrl: string;
  calendarEntry: CalendarEntry | null;
};

/** Share, bookmark (hidden in a widget) and add-to-calendar: in the sticky header and in the mobile bar. */
export function EventActions({ event, pageUrl, calendarEntry }: EventActionsProps) {
  return (
    <>
      <ShareButton noun="event" url={pageUrl} title={event.name} descriptionHtml={event.description} />
      <BookmarkButton objectType="event" id={event.id} name={event.name} className="detail-action" />
      <AddToCalendarMenu eventId={event.id} entry={calendarEntry} />
    </>
  );
}
