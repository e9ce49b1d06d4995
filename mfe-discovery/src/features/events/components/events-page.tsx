import { ListingPage } from '../../search/components/listing-page';

/** /events/: the events list. */
export function EventsPage() {
  return <ListingPage kind="events" />;
}
