import type { ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { ErrorState } from './error-state.js';
import { useAppIntl } from './i18n/app-intl.js';
import { Spinner } from './spinner.js';

const messages = defineMessages({
  // The spec's ERRORS.fetchResults (@events/contracts/messages).
  fetchResults: { id: 'ui.queryResult.fetchResults', defaultMessage: 'Failed to fetch results. Please try your request again.' },
});

export type QueryResultProps<T> = {
  /** A TanStack query's state. */
  query: { isError: boolean; isPending: boolean; data: T | undefined; refetch: () => unknown };
  /** The failure's words; the listings' "could not fetch" message by default. */
  errorMessage?: string;
  /** What the region shows once the data has arrived. */
  children: (data: T) => ReactNode;
};

/** A region that shows a query's data: its error with a retry, or a spinner until the data arrives. */
export function QueryResult<T>({ query, errorMessage, children }: QueryResultProps<T>) {
  const intl = useAppIntl();
  if (query.isError) return <ErrorState message={errorMessage ?? intl.formatMessage(messages.fetchResults)} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Spinner />;
  return children(query.data);
}
