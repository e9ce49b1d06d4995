import { isApiError } from '@events/api-client/api-error';
import { ERRORS } from '@events/contracts/messages';
import { ErrorState } from '@events/ui/error-state';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { Link, useParams, useSearchParams } from '@events/router';
import { useEventForm } from '../api/get-event-form';
import { EventForm } from './event-form';

/** /manage/events/add/ (`?type=online` preselects the online type: the legacy live-stream page). */
export function AddEventPage() {
  const [search] = useSearchParams();
  return (
    <div className="ui-page">
      <h1>Add Event</h1>
      <EventForm event={null} online={search.get('type') === 'online'} />
    </div>
  );
}

/** /manage/events/edit/{id}/: the event converted for the form, then the form. */
export function EditEventPage() {
  const { id = '' } = useParams();
  const eventId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  const query = useEventForm(eventId);
  if (eventId === null || (query.isError && isApiError(query.error) && query.error.status === 404)) return <NotFound LinkComponent={Link} />;
  if (query.isError) return <ErrorState title="Edit Event" headingLevel={1} message={ERRORS.fetchResults} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner />;
  return (
    <div className="ui-page">
      <h1>Edit Event</h1>
      <EventForm key={query.data.id} event={query.data} />
    </div>
  );
}
