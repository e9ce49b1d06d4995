import { useUserContext } from '@events/api-client/use-session';
import { EVENT_FORM_PATHS, MANAGED_EVENT_ORDERINGS, type ManagedEventOrdering } from '@events/contracts/event-forms';
import { canAddAnyEvent } from '@events/domain/quota';
import { RouterPager } from '@events/remote-kit/router-pager';
import { Button } from '@events/ui/button';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from '@events/router';
import { deleteEvent } from '../api/delete-event';
import { MANAGED_EVENTS_KEY, useManagedEvents } from '../api/get-managed-events';
import { ManagedEventCard } from './managed-event-card';
import { EditorEventFilters } from './editor-event-filters';
import { QuotaBars } from './quota-bars';
import './event-list.css';

const messages = plainMessages(defineMessages({
  heading: { id: 'producer.eventList.heading', defaultMessage: '{count, plural, one {# Upcoming Event} other {# Upcoming Events}}' },
  headingAll: { id: 'producer.eventList.headingAll', defaultMessage: 'My Events' },
  empty: { id: 'producer.eventList.empty', defaultMessage: 'No upcoming events.' },
  addEvent: { id: 'producer.eventList.addEvent', defaultMessage: 'Add Event' },
  addEventLower: { id: 'producer.eventList.addEventLower', defaultMessage: 'Add event' },
  noRoom: { id: 'producer.eventList.noRoom', defaultMessage: 'Every venue has reached its event limit.' },
  venueData: { id: 'producer.eventList.venueData', defaultMessage: 'My Venue Data' },
  subscription: { id: 'producer.eventList.subscription', defaultMessage: 'Your subscription' },
  sortLabel: { id: 'producer.eventList.sortLabel', defaultMessage: 'Sort events' },
  sortBy: { id: 'producer.eventList.sortBy', defaultMessage: 'Sort by:' },
  lastAdded: { id: 'producer.eventList.ordering.lastAdded', defaultMessage: 'Last added' },
  date: { id: 'producer.eventList.ordering.date', defaultMessage: 'Date' },
}));

const ORDERING_LABELS: Record<ManagedEventOrdering, MessageDescriptor> = { '-created': messages.lastAdded, date: messages.date };

const ORDERINGS = MANAGED_EVENT_ORDERINGS.map((o) => o.value) as readonly string[];

/** The editors' filters as the address keeps them (poi: the chosen venue's name, for the filter's label). */
type ListFilters = { keyword?: string; poiId?: number; poiName?: string };

function listHref(ordering: ManagedEventOrdering, page: number, filters: ListFilters = {}): string {
  const query = new URLSearchParams();
  if (ordering !== '-created') query.set('ordering', ordering);
  if (filters.keyword) query.set('keyword', filters.keyword);
  if (filters.poiId) {
    query.set('poi_id', String(filters.poiId));
    if (filters.poiName) query.set('poi', filters.poiName);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${EVENT_FORM_PATHS.list}${text ? `?${text}` : ''}`;
}

/**
 * The producer's event list, /manage/events/ (spec section 2): "N Upcoming Events" or "My Events", Add Event
 * (disabled when no venue can take another event), the quota bar per venue, sort Last added or Date, cards with
 * View / Edit / Delete, the empty state and the spec's load error.
 */
export function EventListPage() {
  const intl = useAppIntl();
  const user = useUserContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const orderingParam = search.get('ordering') ?? '-created';
  const ordering = (ORDERINGS.includes(orderingParam) ? orderingParam : '-created') as ManagedEventOrdering;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const editor = Boolean(user && (user.isZeditor || user.isSuperuser));
  const poiParam = Number.parseInt(search.get('poi_id') ?? '', 10);
  const filters: ListFilters = editor
    ? { keyword: search.get('keyword')?.trim() || undefined, poiId: poiParam > 0 ? poiParam : undefined, poiName: search.get('poi') ?? undefined }
    : {};
  const list = useManagedEvents({ ordering, page, keyword: filters.keyword, poi_id: filters.poiId }, user?.id ?? null);
  const quotas = user?.producerQuotas ?? [];
  const exempt = Boolean(user && (user.isStaff || user.isZeditor || user.isSuperuser));
  const canAdd = exempt || canAddAnyEvent(quotas);

  const onDelete = useCallback(
    async (id: number) => {
      await deleteEvent(id);
      await queryClient.invalidateQueries({ queryKey: [MANAGED_EVENTS_KEY] });
    },
    [queryClient],
  );

  const data = list.data;
  const heading = data && data.upcoming > 0 ? intl.formatMessage(messages.heading, { count: data.upcoming }) : intl.formatMessage(messages.headingAll);
  const addEvent = canAdd ? (
    <Link to={EVENT_FORM_PATHS.add} className="ui-button">
      {intl.formatMessage(messages.addEvent)}
    </Link>
  ) : (
    <Button disabled title={intl.formatMessage(messages.noRoom)}>
      {intl.formatMessage(messages.addEvent)}
    </Button>
  );

  let body;
  if (list.isError) body = <ErrorState message={intl.formatMessage(common.fetchResults)} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (data && data.results.length === 0)
    body = (
      <EmptyState title={intl.formatMessage(messages.empty)}>
        {canAdd ? (
          <Link to={EVENT_FORM_PATHS.add} className="ui-button">
            {intl.formatMessage(messages.addEventLower)}
          </Link>
        ) : (
          <Button disabled>{intl.formatMessage(messages.addEventLower)}</Button>
        )}
      </EmptyState>
    );
  else if (data)
    body = (
      <>
        <ul className="event-list__items" aria-busy={list.isFetching || undefined} data-testid="managed-events">
          {data.results.map((event) => (
            <ManagedEventCard key={event.id} event={event} onDelete={onDelete} />
          ))}
        </ul>
        <RouterPager pagination={data.pagination} hrefFor={(p) => listHref(ordering, p, filters)} />
      </>
    );

  return (
    <div className="ui-page event-list">
      <div className="event-list__header">
        <h1>{heading}</h1>
        <Link to="/manage/stats/" className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.venueData)}
        </Link>
        {addEvent}
      </div>
      {user && user.isProducer && !exempt && !user.hasActiveSubscription && (
        <p className="event-list__notice" role="status">
          {intl.formatMessage(common.publishingStopped)} <Link to="/subscription/manage/">{intl.formatMessage(messages.subscription)}</Link>
        </p>
      )}
      <QuotaBars quotas={quotas} />
      <nav className="event-list__sort" aria-label={intl.formatMessage(messages.sortLabel)}>
        <span>{intl.formatMessage(messages.sortBy)}</span>
        <ul className="ui-chip-list">
          {MANAGED_EVENT_ORDERINGS.map((o) => (
            <li key={o.value}>
              <Link to={listHref(o.value, 1, filters)} className="ui-chip" aria-current={o.value === ordering ? 'true' : undefined}>
                {intl.formatMessage(ORDERING_LABELS[o.value])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {editor && <EditorEventFilters filters={filters} onChange={(next) => void navigate(listHref(ordering, 1, next))} />}
      {body}
    </div>
  );
}
