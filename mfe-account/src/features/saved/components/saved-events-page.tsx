import { useUserContext } from '@events/api-client/use-session';
import { SAVED_EVENT_ORDERINGS, SAVED_PATHS } from '@events/contracts/saved';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { SAVED_EVENTS_KEY, useSavedEvents } from '../api/get-saved-events';
import { useSavedListControls } from '../hooks/use-saved-list-controls';
import { RemovableSavedItem } from './removable-saved-item';
import { SavedEventCard } from './saved-event-card';
import { SavedListPage } from './saved-list-page';

const messages = plainMessages(defineMessages({
  heading: { id: 'account.savedEvents.heading', defaultMessage: '{count, plural, =0 {My Events} one {# Upcoming Event} other {# Upcoming Events}}' },
  waiting: { id: 'account.savedEvents.waiting', defaultMessage: 'Choose a location to see your saved events.' },
  emptyTitle: { id: 'account.savedEvents.emptyTitle', defaultMessage: 'Your events folder is empty.' },
  emptyText: { id: 'account.savedEvents.emptyText', defaultMessage: 'Create your loved events list and share with your friends!' },
}));

/** /saved/events/ (spec "Saved events list"): heading, sort (Last added, Date, Distance), location choice, cards with delete. */
export function SavedEventsPage() {
  const intl = useAppIntl();
  const userId = useUserContext()?.id ?? null;
  const controls = useSavedListControls(SAVED_PATHS.eventsPage, SAVED_EVENT_ORDERINGS);
  const list = useSavedEvents(controls.query, userId);
  return (
    <SavedListPage
      orderings={SAVED_EVENT_ORDERINGS}
      controls={controls}
      list={list}
      heading={(count) => intl.formatMessage(messages.heading, { count })}
      waitingHint={intl.formatMessage(messages.waiting)}
      emptyTitle={intl.formatMessage(messages.emptyTitle)}
      emptyText={intl.formatMessage(messages.emptyText)}
      testId="saved-events"
      renderItem={({ id, event }, units) => (
        <RemovableSavedItem key={id} objectType="event" listKey={SAVED_EVENTS_KEY} id={event.id} name={event.name}>
          <SavedEventCard event={event} units={units} />
        </RemovableSavedItem>
      )}
    />
  );
}
