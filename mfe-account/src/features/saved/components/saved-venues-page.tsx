import { useUserContext } from '@events/api-client/use-session';
import { SAVED_MESSAGES, SAVED_PATHS, SAVED_VENUE_ORDERINGS } from '@events/contracts/saved';
import { RemovableSavedItem } from './removable-saved-item';
import { SavedListPage } from './saved-list-page';
import { useSavedListControls } from '../hooks/use-saved-list-controls';
import { SAVED_VENUES_KEY, useSavedVenues } from '../api/get-saved-venues';
import { SavedVenueCard } from './saved-venue-card';

/** /saved/venues/ (spec "Saved venues list"): heading, sort (Last added, Distance), location choice, deletable cards. */
export function SavedVenuesPage() {
  const userId = useUserContext()?.id ?? null;
  const controls = useSavedListControls(SAVED_PATHS.venuesPage, SAVED_VENUE_ORDERINGS);
  const list = useSavedVenues(controls.query, userId);
  return (
    <SavedListPage
      orderings={SAVED_VENUE_ORDERINGS}
      controls={controls}
      list={list}
      heading={SAVED_MESSAGES.venuesHeading}
      what="saved venues"
      emptyTitle={SAVED_MESSAGES.venuesEmptyTitle}
      emptyText={SAVED_MESSAGES.venuesEmptyText}
      testId="saved-venues"
      renderItem={({ id, pointOfInterest: venue }, units) => (
        <RemovableSavedItem key={id} objectType="poi" listKey={SAVED_VENUES_KEY} id={venue.id} name={venue.name}>
          <SavedVenueCard venue={venue} units={units} />
        </RemovableSavedItem>
      )}
    />
  );
}
