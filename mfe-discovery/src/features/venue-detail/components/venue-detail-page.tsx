import { DetailErrorBoundary, DetailUnavailable } from '../../../components/detail/detail-states';
import { useDetailId } from '../../../hooks/use-detail-id';
import { useShownDetail } from '../../../hooks/use-shown-detail';
import { useVenueDetail } from '../api/get-venue-detail';
import { usePageOrigin } from '../../../hooks/use-page-render';
import { VenueDetailView } from './venue-detail-view';

function VenueDetailContent() {
  const id = useDetailId('venues');
  const query = useVenueDetail(id);
  const origin = usePageOrigin();
  useShownDetail('poi_detail', query.data);

  if (id === null || query.isPending || query.isError) return <DetailUnavailable id={id} query={query} list="venues" />;
  const venue = query.data;
  return <VenueDetailView venue={venue} pageUrl={`${origin}${venue.absoluteUrl}`} />;
}

/** The venue detail page (/venues/{id}/{slug}/): loading, not found and error states, inside an error boundary. */
export function VenueDetailPage() {
  return (
    <DetailErrorBoundary>
      <VenueDetailContent />
    </DetailErrorBoundary>
  );
}
