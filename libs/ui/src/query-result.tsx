import { ERRORS } from '@events/contracts/messages';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state.js';
import { Spinner } from './spinner.js';

export type QueryResultProps<T> = {
  /** A TanStack query's state. */
  query: { isError: boolean; isPending: boolean; data: T | undefined; refetch: () => unknown };
  /** The failure's words; the listings' "could not fetch" message by default. */
  errorMessage?: string;
  /** What the region shows once the data has arrived. */
  children: (data: T) => ReactNode;
};

/** A region that shows a query's data: its error with a retry, or a spinner until the data arrives. */
export function QueryResult<T>({ query, errorMessage = ERRORS.fetchResults, children }: QueryResultProps<T>) {
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Spinner />;
  return children(query.data);
}
