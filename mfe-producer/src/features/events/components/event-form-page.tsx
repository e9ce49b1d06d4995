import { isApiError } from '@events/api-client/api-error';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { ErrorState } from '@events/ui/error-state';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { Link, useParams, useSearchParams } from '@events/router';
import { useEventForm } from '../api/get-event-form';
import { EventForm } from './event-form';

const messages = plainMessages(defineMessages({
  add: { id: 'producer.eventFormPage.add', defaultMessage: 'Add Event' },
  edit: { id: 'producer.eventFormPage.edit', defaultMessage: 'Edit Event' },
}));

/** /manage/events/add/ (`?type=online` preselects the online type: the legacy live-stream page). */
export function AddEventPage() {
  const intl = useAppIntl();
  const [search] = useSearchParams();
  return (
    <div className="ui-page">
      <h1>{intl.formatMessage(messages.add)}</h1>
      <EventForm event={null} online={search.get('type') === 'online'} />
    </div>
  );
}

/** /manage/events/edit/{id}/: the event converted for the form, then the form. */
export function EditEventPage() {
  const intl = useAppIntl();
  const { id = '' } = useParams();
  const eventId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  const query = useEventForm(eventId);
  if (eventId === null || (query.isError && isApiError(query.error) && query.error.status === 404)) return <NotFound LinkComponent={Link} />;
  if (query.isError) return <ErrorState title={intl.formatMessage(messages.edit)} headingLevel={1} message={intl.formatMessage(common.fetchResults)} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner />;
  return (
    <div className="ui-page">
      <h1>{intl.formatMessage(messages.edit)}</h1>
      <EventForm key={query.data.id} event={query.data} />
    </div>
  );
}
