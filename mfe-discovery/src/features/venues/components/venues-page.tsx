import { ListingPage } from '../../search/components/listing-page';

/** /venues/: the venues list. */
export function VenuesPage() {
  return <ListingPage kind="venues" />;
}
