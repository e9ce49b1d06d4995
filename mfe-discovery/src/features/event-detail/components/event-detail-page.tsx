import { ERRORS } from '@events/contracts/messages';
import { ErrorState } from '@events/ui/error-state';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDetailImpression } from '../../../hooks/use-impression';
import { useEventDetail } from '../api/get-event-detail';
import { useDetailId } from '../../../hooks/use-detail-id';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { DetailErrorBoundary, DetailLoading, DetailNotFound, isMissingDetail } from '../../../components/detail/detail-states';
import { EventDetailView } from './event-detail-view';
import { addressIs } from '../../../utils/address';

export const EVENT_NOT_FOUND = 'This event could not be found.';

function EventDetailContent() {
  const id = useDetailId('events');
  const { data: event, isPending, isError, error, refetch } = useEventDetail(id);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  useDocumentTitle(event?.name ?? null);
  useDetailImpression('event_detail', event?.id ?? null);

  // An old or mistyped slug: show the event's own address (keeping ?search= and ?widget=).
  useEffect(() => {
    if (event && pathname !== event.absoluteUrl && addressIs(pathname, search)) void navigate(`${event.absoluteUrl}${search}`, { replace: true });
  }, [event, pathname, search, navigate]);

  if (id === null) return <DetailNotFound message={EVENT_NOT_FOUND} list="events" />;
  if (isPending) return <DetailLoading label="Loading event…" />;
  if (isError) {
    if (isMissingDetail(error)) return <DetailNotFound message={EVENT_NOT_FOUND} list="events" />;
    return <ErrorState headingLevel={1} title="Event" message={ERRORS.fetchListings} onRetry={() => void refetch()} />;
  }
  const pageUrl = `${window.location.origin}${event.absoluteUrl}`;
  return <EventDetailView event={event} pageUrl={pageUrl} now={now} />;
}

/** The event detail page (/events/{id}/{slug}/): loading, not found and error states, inside an error boundary. */
export function EventDetailPage() {
  return (
    <DetailErrorBoundary>
      <EventDetailContent />
    </DetailErrorBoundary>
  );
}
