import { useUserContext } from '@events/api-client/use-session';
import type { DistanceUnit } from '@events/contracts/reference';
import { SAVED_MESSAGES, SAVED_PATHS, SAVED_VENUE_ORDERINGS } from '@events/contracts/saved';
import type { Venue } from '@events/contracts/venues';
import { EmptyState } from '@events/ui/empty-state';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useRemoveSavedItem } from '../../saved-events/api/remove-saved-item';
import { RemovableCard } from '../../saved-events/components/removable-card';
import { SavedListFrame } from '../../saved-events/components/saved-list-frame';
import { SavedListPager } from '../../saved-events/components/saved-list-pager';
import { SavedListState } from '../../saved-events/components/saved-list-state';
import { useRemoval } from '../../saved-events/hooks/use-removal';
import { useSavedListControls } from '../../saved-events/hooks/use-saved-list-controls';
import { SAVED_VENUES_KEY, useSavedVenues } from '../api/get-saved-venues';
import { SavedVenueCard } from './saved-venue-card';

/** /saved/venues/ (spec "Saved venues list"): heading, sort (Last added, Distance), location choice, deletable cards. */
export function SavedVenuesPage() {
  const userId = useUserContext()?.id ?? null;
  const controls = useSavedListControls(SAVED_PATHS.venuesPage, SAVED_VENUE_ORDERINGS);
  const list = useSavedVenues(controls.query, userId);
  const data = list.data;
  return (
    <SavedListFrame
      heading={SAVED_MESSAGES.venuesHeading(data?.pagination.totalItems ?? 0)}
      orderings={SAVED_VENUE_ORDERINGS}
      current={controls.params.ordering}
      orderingHref={(ordering) => controls.hrefFor({ ordering, page: 1 })}
      location={{ value: controls.location, onChange: controls.setLocation }}
    >
      <SavedListState
        what="saved venues"
        waiting={controls.query === null}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={data?.results.length === 0}
        emptyState={
          <EmptyState title={SAVED_MESSAGES.venuesEmptyTitle} message={SAVED_MESSAGES.venuesEmptyText}>
            <Link to="/events/" className="ui-button">
              {SAVED_MESSAGES.discover}
            </Link>
          </EmptyState>
        }
      >
        <ul className="saved-list__items" aria-busy={list.isFetching || undefined} data-testid="saved-venues">
          {data?.results.map((item) => <SavedVenueItem key={item.id} venue={item.pointOfInterest} units={controls.units} />)}
        </ul>
        {data && <SavedListPager pagination={data.pagination} hrefFor={(page) => controls.hrefFor({ page })} />}
      </SavedListState>
    </SavedListFrame>
  );
}

function SavedVenueItem({ venue, units }: { venue: Venue; units: DistanceUnit }) {
  const { mutateAsync } = useRemoveSavedItem('poi', SAVED_VENUES_KEY);
  const removal = useRemoval(useCallback(() => mutateAsync(venue.id), [mutateAsync, venue.id]));
  return (
    <RemovableCard name={venue.name} removal={removal}>
      <SavedVenueCard venue={venue} units={units} />
    </RemovableCard>
  );
}
