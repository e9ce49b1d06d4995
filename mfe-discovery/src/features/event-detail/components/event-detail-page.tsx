import { useState } from 'react';
import { usePageOrigin, usePageRender } from '../../../hooks/use-page-render';
import { useEventDetail } from '../api/get-event-detail';
import { useDetailId } from '../../../hooks/use-detail-id';
import { useShownDetail } from '../../../hooks/use-shown-detail';
import { DetailErrorBoundary, DetailUnavailable } from '../../../components/detail/detail-states';
import { EventDetailView } from './event-detail-view';

function EventDetailContent() {
  const id = useDetailId('events');
  const query = useEventDetail(id);
  const origin = usePageOrigin();
  // The instant the page opened at (the rendered page's, while hydrating): which dates count as upcoming.
  const rendered = usePageRender();
  const [openedAt] = useState(() => Date.now());
  const now = rendered?.now ?? openedAt;
  useShownDetail('event_detail', query.data);

  if (id === null || query.isPending || query.isError) return <DetailUnavailable id={id} query={query} list="events" />;
  const event = query.data;
  const pageUrl = `${origin}${event.absoluteUrl}`;
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
