import { useUserContext } from '@events/api-client/use-session';
import { SAVED_PATHS, SAVED_VENUE_ORDERINGS } from '@events/contracts/saved';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { RemovableSavedItem } from './removable-saved-item';
import { SavedListPage } from './saved-list-page';
import { useSavedListControls } from '../hooks/use-saved-list-controls';
import { SAVED_VENUES_KEY, useSavedVenues } from '../api/get-saved-venues';
import { SavedVenueCard } from './saved-venue-card';

const messages = plainMessages(defineMessages({
  heading: { id: 'account.savedVenues.heading', defaultMessage: '{count, plural, =0 {My Venues} one {# Venue} other {# Venues}}' },
  waiting: { id: 'account.savedVenues.waiting', defaultMessage: 'Choose a location to see your saved venues.' },
  emptyTitle: { id: 'account.savedVenues.emptyTitle', defaultMessage: 'Your venues folder is empty.' },
  emptyText: { id: 'account.savedVenues.emptyText', defaultMessage: 'Create your loved venues list and share with your friends!' },
}));

/** /saved/venues/ (spec "Saved venues list"): heading, sort (Last added, Distance), location choice, deletable cards. */
export function SavedVenuesPage() {
  const intl = useAppIntl();
  const userId = useUserContext()?.id ?? null;
  const controls = useSavedListControls(SAVED_PATHS.venuesPage, SAVED_VENUE_ORDERINGS);
  const list = useSavedVenues(controls.query, userId);
  return (
    <SavedListPage
      orderings={SAVED_VENUE_ORDERINGS}
      controls={controls}
      list={list}
      heading={(count) => intl.formatMessage(messages.heading, { count })}
      waitingHint={intl.formatMessage(messages.waiting)}
      emptyTitle={intl.formatMessage(messages.emptyTitle)}
      emptyText={intl.formatMessage(messages.emptyText)}
      testId="saved-venues"
      renderItem={({ id, pointOfInterest: venue }, units) => (
        <RemovableSavedItem key={id} objectType="poi" listKey={SAVED_VENUES_KEY} id={venue.id} name={venue.name}>
          <SavedVenueCard venue={venue} units={units} />
        </RemovableSavedItem>
      )}
    />
  );
}
