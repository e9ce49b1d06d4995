import { ERRORS } from '@events/contracts/messages';
import { ErrorState } from '@events/ui/error-state';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DetailErrorBoundary, DetailLoading, DetailNotFound, isMissingDetail } from '../../../components/detail/detail-states';
import { useDetailId } from '../../../hooks/use-detail-id';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useDetailImpression } from '../../../hooks/use-impression';
import { useVenueDetail } from '../api/get-venue-detail';
import { VenueDetailView } from './venue-detail-view';
import { addressIs } from '../../../utils/address';

export const VENUE_NOT_FOUND = 'This venue could not be found.';

function VenueDetailContent() {
  const id = useDetailId('venues');
  const { data: venue, isPending, isError, error, refetch } = useVenueDetail(id);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(venue?.name ?? null);
  useDetailImpression('poi_detail', venue?.id ?? null);

  // An old or mistyped slug: show the venue's own address (keeping ?search= and ?widget=).
  useEffect(() => {
    if (venue && pathname !== venue.absoluteUrl && addressIs(pathname, search)) void navigate(`${venue.absoluteUrl}${search}`, { replace: true });
  }, [venue, pathname, search, navigate]);

  if (id === null) return <DetailNotFound message={VENUE_NOT_FOUND} list="venues" />;
  if (isPending) return <DetailLoading label="Loading venue…" />;
  if (isError) {
    if (isMissingDetail(error)) return <DetailNotFound message={VENUE_NOT_FOUND} list="venues" />;
    return <ErrorState headingLevel={1} title="Venue" message={ERRORS.fetchListings} onRetry={() => void refetch()} />;
  }
  return <VenueDetailView venue={venue} pageUrl={`${window.location.origin}${venue.absoluteUrl}`} />;
}

/** The venue detail page (/venues/{id}/{slug}/): loading, not found and error states, inside an error boundary. */
export function VenueDetailPage() {
  return (
    <DetailErrorBoundary>
      <VenueDetailContent />
    </DetailErrorBoundary>
  );
}
