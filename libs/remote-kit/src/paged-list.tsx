import type { Pagination } from '@events/contracts/lists';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, type MessageTag } from '@events/api-client/intl';
import { Link } from '@events/router';
import { RouterPager } from './router-pager.js';

// libs/ui's catalogue holds these (scripts/i18n.mjs extracts libs/remote-kit with it).
const messages = defineMessages({
  // The spec's ERRORS.fetchResults (@events/contracts/messages).
  fetchResults: { id: 'remoteKit.pagedList.fetchResults', defaultMessage: 'Failed to fetch results. Please try your request again.' },
  empty: { id: 'remoteKit.pagedList.empty', defaultMessage: 'No items to display.' },
});

const pastLastPageMessage = defineMessage<{ page: number; last: number; link: MessageTag }>({
  id: 'remoteKit.pagedList.pastLastPage',
  defaultMessage: 'No items on page {page}. <link>Go to the last page ({last})</link>',
});

export type PagedListProps<Item> = {
  /** The page's query: its answer's results and pagination. */
  query: UseQueryResult<{ readonly results: readonly Item[]; readonly pagination: Pagination }>;
  /** The page asked for (the address's `page`). */
  page: number;
  /** The address of a page: the pager's links and the way back from past the last page. */
  hrefFor: (page: number) => string;
  /** The list's items, for the page's results (their own list element, busy while a refetch runs). */
  children: (results: readonly Item[], busy: boolean) => ReactNode;
};

/**
 * A desk's paged list in its states: the error with a retry, the spinner, "No items to display.", an address past
 * the last page (the queue shrank, or a typed page number) with the way to the last one, and the items with the
 * pager's links beneath.
 */
export function PagedList<Item>({ query, page, hrefFor, children }: PagedListProps<Item>) {
  const intl = useAppIntl();
  const data = query.data;
  if (query.isError) return <ErrorState message={intl.formatMessage(messages.fetchResults)} onRetry={() => void query.refetch()} />;
  if (!data) return <Spinner />;
  if (data.results.length === 0 && data.pagination.totalItems > 0)
    return (
      <p>
        {intl.formatMessage(pastLastPageMessage, {
          page,
          last: data.pagination.totalPages,
          link: (chunks: ReactNode[]) => <Link to={hrefFor(data.pagination.totalPages)}>{chunks}</Link>,
        })}
      </p>
    );
  if (data.results.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
  return (
    <>
      {children(data.results, query.isFetching)}
      <RouterPager pagination={data.pagination} hrefFor={hrefFor} />
    </>
  );
}
