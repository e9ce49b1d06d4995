import { useUserContext } from '@events/api-client/use-session';
import { WIDGET_ORDERINGS, WIDGET_PATHS, type WidgetOrdering } from '@events/contracts/widgets';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { common } from '../../../i18n/shared-messages';
import { widgetMessages } from '../widget-messages';
import { RouterPager } from '@events/remote-kit/router-pager';
import { Button } from '@events/ui/button';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@events/router';
import { deleteWidget } from '../api/delete-widget';
import { useWidget } from '../api/get-widget';
import { useWidgets, WIDGETS_KEY } from '../api/get-widgets';
import { WidgetCard } from './widget-card';
import { WidgetFormDialog } from './widget-form-dialog';
import './widgets.css';

const messages = plainMessages(defineMessages({
  sortLabel: { id: 'producer.widgets.list.sortLabel', defaultMessage: 'Sort calendars' },
  sortBy: { id: 'producer.widgets.list.sortBy', defaultMessage: 'Sort by:' },
  lastEdited: { id: 'producer.widgets.list.lastEdited', defaultMessage: 'Last edited' },
  lastAdded: { id: 'producer.widgets.list.lastAdded', defaultMessage: 'Last added' },
}));

const ORDERING_LABELS: Record<WidgetOrdering, MessageDescriptor> = { '-updated': messages.lastEdited, '-created': messages.lastAdded };

const ORDERINGS = WIDGET_ORDERINGS.map((o) => o.value) as readonly string[];

function listHref(ordering: WidgetOrdering, page: number): string {
  const query = new URLSearchParams();
  if (ordering !== '-updated') query.set('ordering', ordering);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${WIDGET_PATHS.list}${text ? `?${text}` : ''}`;
}

export type WidgetListPageProps = {
  /** Which modal the route opens: /account/widgets/add/ or /account/widgets/edit/{id}/. */
  modal?: 'add' | 'edit';
};

/**
 * 'My Calendars', /account/widgets/ (spec producer-and-account "Calendars list"): ordering Last edited (default) or
 * Last added, 'Add Calendar' in its own slot (disabled, with the reason, without an active subscription), the
 * cards, the empty state, and the Create / Edit modal on /add/ and /edit/{id}/.
 */
export function WidgetListPage({ modal }: WidgetListPageProps) {
  const intl = useAppIntl();
  const user = useUserContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const [search] = useSearchParams();
  const orderingParam = search.get('ordering') ?? '-updated';
  const ordering = (ORDERINGS.includes(orderingParam) ? orderingParam : '-updated') as WidgetOrdering;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useWidgets({ ordering, page }, user?.id ?? null);
  const editId = modal === 'edit' && id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const editing = useWidget(editId);
  const subscribed = Boolean(user && (user.hasActiveSubscription || user.isSuperuser));
  const closeModal = () => void navigate(listHref(ordering, page));

  const onDelete = useCallback(
    async (widgetId: number) => {
      await deleteWidget(widgetId);
      await queryClient.invalidateQueries({ queryKey: [WIDGETS_KEY] });
    },
    [queryClient],
  );

  const addCalendar = subscribed ? (
    <Link to={WIDGET_PATHS.add} className="ui-button">
      {intl.formatMessage(widgetMessages.add)}
    </Link>
  ) : (
    <Button disabled aria-describedby="widget-subscription-note">
      {intl.formatMessage(widgetMessages.add)}
    </Button>
  );

  const data = list.data;
  let body;
  if (list.isError) body = <ErrorState message={intl.formatMessage(common.fetchResults)} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (data && data.results.length === 0) body = <EmptyState title={intl.formatMessage(widgetMessages.emptyTitle)} message={intl.formatMessage(widgetMessages.emptyText)} />;
  else if (data)
    body = (
      <>
        <ul className="widget-list__items" aria-busy={list.isFetching || undefined} data-testid="widgets">
          {data.results.map((widget) => (
            <WidgetCard key={widget.id} widget={widget} onDelete={onDelete} />
          ))}
        </ul>
        <RouterPager pagination={data.pagination} hrefFor={(p) => listHref(ordering, p)} />
      </>
    );

  return (
    <div className="ui-page widget-list">
      <div className="widget-list__slot">{addCalendar}</div>
      <h1>{intl.formatMessage(widgetMessages.heading)}</h1>
      {!subscribed && (
        <p id="widget-subscription-note" className="widget-list__note">
          {intl.formatMessage(widgetMessages.needsSubscription)}
        </p>
      )}
      <nav className="widget-list__sort" aria-label={intl.formatMessage(messages.sortLabel)}>
        <span>{intl.formatMessage(messages.sortBy)}</span>
        <ul className="ui-chip-list">
          {WIDGET_ORDERINGS.map((o) => (
            <li key={o.value}>
              <Link to={listHref(o.value, 1)} className="ui-chip" aria-current={o.value === ordering ? 'true' : undefined}>
                {intl.formatMessage(ORDERING_LABELS[o.value])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {body}
      {modal === 'add' && <WidgetFormDialog widget={null} onClose={closeModal} onSaved={closeModal} />}
      {modal === 'edit' && editing.data && <WidgetFormDialog key={editing.data.id} widget={editing.data} onClose={closeModal} onSaved={closeModal} />}
      {modal === 'edit' && editing.isError && <ErrorState message={intl.formatMessage(common.fetchResults)} onRetry={() => void editing.refetch()} />}
    </div>
  );
}
