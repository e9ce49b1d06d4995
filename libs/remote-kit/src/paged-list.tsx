import type { Pagination } from '@events/contracts/lists';
import { ERRORS } from '@events/contracts/messages';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@events/router';
import { RouterPager } from './router-pager.js';

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
  const data = query.data;
  if (query.isError) return <ErrorState message={ERRORS.fetchResults} onRetry={() => void query.refetch()} />;
  if (!data) return <Spinner />;
  if (data.results.length === 0 && data.pagination.totalItems > 0)
    return (
      <p>
        No items on page {page}. <Link to={hrefFor(data.pagination.totalPages)}>Go to the last page ({data.pagination.totalPages})</Link>
      </p>
    );
  if (data.results.length === 0) return <EmptyState title="No items to display." />;
  return (
    <>
      {children(data.results, query.isFetching)}
      <RouterPager pagination={data.pagination} hrefFor={hrefFor} />
    </>
  );
}
