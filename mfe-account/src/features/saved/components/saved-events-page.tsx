import { useUserContext } from '@events/api-client/use-session';
import { SAVED_EVENT_ORDERINGS, SAVED_MESSAGES, SAVED_PATHS } from '@events/contracts/saved';
import { SAVED_EVENTS_KEY, useSavedEvents } from '../api/get-saved-events';
import { useSavedListControls } from '../hooks/use-saved-list-controls';
import { RemovableSavedItem } from './removable-saved-item';
import { SavedEventCard } from './saved-event-card';
import { SavedListPage } from './saved-list-page';

/** /saved/events/ (spec "Saved events list"): heading, sort (Last added, Date, Distance), location choice, cards with delete. */
export function SavedEventsPage() {
  const userId = useUserContext()?.id ?? null;
  const controls = useSavedListControls(SAVED_PATHS.eventsPage, SAVED_EVENT_ORDERINGS);
  const list = useSavedEvents(controls.query, userId);
  return (
    <SavedListPage
      orderings={SAVED_EVENT_ORDERINGS}
      controls={controls}
      list={list}
      heading={SAVED_MESSAGES.eventsHeading}
      what="saved events"
      emptyTitle={SAVED_MESSAGES.eventsEmptyTitle}
      emptyText={SAVED_MESSAGES.eventsEmptyText}
      testId="saved-events"
      renderItem={({ id, event }, units) => (
        <RemovableSavedItem key={id} objectType="event" listKey={SAVED_EVENTS_KEY} id={event.id} name={event.name}>
          <SavedEventCard event={event} units={units} />
        </RemovableSavedItem>
      )}
    />
  );
}
