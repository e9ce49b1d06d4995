import { useUserContext } from '@events/api-client/use-session';
import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import { SAVED_EVENT_ORDERINGS, SAVED_MESSAGES, SAVED_PATHS } from '@events/contracts/saved';
import { EmptyState } from '@events/ui/empty-state';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { SAVED_EVENTS_KEY, useSavedEvents } from '../api/get-saved-events';
import { useRemoveSavedItem } from '../api/remove-saved-item';
import { useRemoval } from '../hooks/use-removal';
import { useSavedListControls } from '../hooks/use-saved-list-controls';
import { RemovableCard } from './removable-card';
import { SavedEventCard } from './saved-event-card';
import { SavedListFrame } from './saved-list-frame';
import { SavedListPager } from './saved-list-pager';
import { SavedListState } from './saved-list-state';

/** /saved/events/ (spec "Saved events list"): heading, sort (Last added, Date, Distance), location choice, cards with delete. */
export function SavedEventsPage() {
  const userId = useUserContext()?.id ?? null;
  const controls = useSavedListControls(SAVED_PATHS.eventsPage, SAVED_EVENT_ORDERINGS);
  const list = useSavedEvents(controls.query, userId);
  const data = list.data;
  return (
    <SavedListFrame
      heading={SAVED_MESSAGES.eventsHeading(data?.pagination.totalItems ?? 0)}
      orderings={SAVED_EVENT_ORDERINGS}
      current={controls.params.ordering}
      orderingHref={(ordering) => controls.hrefFor({ ordering, page: 1 })}
      location={{ value: controls.location, onChange: controls.setLocation }}
    >
      <SavedListState
        what="saved events"
        waiting={controls.query === null}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={data?.results.length === 0}
        emptyState={
          <EmptyState title={SAVED_MESSAGES.eventsEmptyTitle} message={SAVED_MESSAGES.eventsEmptyText}>
            <Link to="/events/" className="ui-button">
              {SAVED_MESSAGES.discover}
            </Link>
          </EmptyState>
        }
      >
        <ul className="saved-list__items" aria-busy={list.isFetching || undefined} data-testid="saved-events">
          {data?.results.map((item) => <SavedEventItem key={item.id} event={item.event} units={controls.units} />)}
        </ul>
        {data && <SavedListPager pagination={data.pagination} hrefFor={(page) => controls.hrefFor({ page })} />}
      </SavedListState>
    </SavedListFrame>
  );
}

function SavedEventItem({ event, units }: { event: EventCard; units: DistanceUnit }) {
  const { mutateAsync } = useRemoveSavedItem('event', SAVED_EVENTS_KEY);
  const removal = useRemoval(useCallback(() => mutateAsync(event.id), [mutateAsync, event.id]));
  return (
    <RemovableCard name={event.name} removal={removal}>
      <SavedEventCard event={event} units={units} />
    </RemovableCard>
  );
}
