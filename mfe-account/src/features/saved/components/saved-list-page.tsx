import type { Pagination } from '@events/contracts/lists';
import type { DistanceUnit } from '@events/contracts/reference';
import { RouterPager } from '@events/remote-kit/router-pager';
import { EmptyState } from '@events/ui/empty-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import type { SavedListControls } from '../hooks/use-saved-list-controls';
import { SavedListFrame } from '../../../components/saved-list/saved-list-frame';
import { SavedListState } from '../../../components/saved-list/saved-list-state';

const messages = defineMessages({ discover: { id: 'account.savedList.discover', defaultMessage: 'Discover events' } });

export type SavedListPageProps<O extends string, T extends { id: number }> = {
  orderings: readonly { readonly value: O; readonly label: string }[];
  controls: SavedListControls<O>;
  list: UseQueryResult<{ results: T[]; pagination: Pagination }>;
  /** The heading with the list's total ("Saved events (3)"). */
  heading: (total: number) => string;
  /** The hint shown while no location is chosen ("Choose a location to see your saved events."). */
  waitingHint: string;
  emptyTitle: string;
  emptyText: string;
  testId: string;
  /** One item of the list (a list item with its card). */
  renderItem: (item: T, units: DistanceUnit) => ReactNode;
};

/**
 * A saved events or venues page: heading, sort, location choice, the list's states, the items and the pager;
 * the page says which list, its texts and how an item looks.
 */
export function SavedListPage<O extends string, T extends { id: number }>(props: SavedListPageProps<O, T>) {
  const intl = useAppIntl();
  const { orderings, controls, list, heading, waitingHint, emptyTitle, emptyText, testId, renderItem } = props;
  const data = list.data;
  return (
    <SavedListFrame
      heading={heading(data?.pagination.totalItems ?? 0)}
      orderings={orderings}
      current={controls.params.ordering}
      orderingHref={(ordering) => controls.hrefFor({ ordering, page: 1 })}
      location={{ value: controls.location, onChange: controls.setLocation }}
    >
      <SavedListState
        waitingHint={waitingHint}
        waiting={controls.query === null}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={data?.results.length === 0}
        emptyState={
          <EmptyState title={emptyTitle} message={emptyText}>
            <Link to="/events/" className="ui-button">
              {intl.formatMessage(messages.discover)}
            </Link>
          </EmptyState>
        }
      >
        <ul className="saved-list__items" aria-busy={list.isFetching || undefined} data-testid={testId}>
          {data?.results.map((item) => renderItem(item, controls.units))}
        </ul>
        {data && <RouterPager pagination={data.pagination} hrefFor={(page) => controls.hrefFor({ page })} />}
      </SavedListState>
    </SavedListFrame>
  );
}
