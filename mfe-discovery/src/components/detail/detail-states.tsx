import { isApiError } from '@events/api-client/api-error';
import { ERRORS } from '@events/contracts/messages';
import { ErrorBoundary } from '@events/ui/error-boundary';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@events/router';

/** A detail that does not exist (404) or whose address cannot name one (400). */
export function isMissingDetail(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);
}

export function DetailLoading({ label }: { label: string }) {
  return (
    <div className="detail-state" data-testid="detail-loading">
      <Spinner label={label} />
    </div>
  );
}

export type DetailNotFoundProps = {
  /** "This event could not be found." */
  message: string;
  list: 'events' | 'venues';
};

/** The item does not exist (or is not published): say so and offer the list. */
export function DetailNotFound({ message, list }: DetailNotFoundProps) {
  return (
    <div className="ui-state" data-testid="detail-not-found">
      <h1 className="ui-state__title">{message}</h1>
      <div className="ui-state__actions">
        <Link to={`/${list}/`} className="ui-button">
          {list === 'events' ? 'Browse events' : 'Browse venues'}
        </Link>
      </div>
    </div>
  );
}

export type DetailUnavailableProps = DetailNotFoundProps & {
  /** The id the address names, or null when it names none. */
  id: number | null;
  /** The detail's query while it has no record to show. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** "Event" or "Venue": the error's title and the loading label's noun. */
  what: string;
};

/**
 * A detail page without its record: not found (the address names no id, or the API answers 404 or 400), the
 * spinner while it loads, or the error with a retry.
 */
export function DetailUnavailable({ id, query, what, message, list }: DetailUnavailableProps) {
  if (id === null) return <DetailNotFound message={message} list={list} />;
  if (query.isPending) return <DetailLoading label={`Loading ${what.toLowerCase()}…`} />;
  if (query.isError && !isMissingDetail(query.error)) {
    return <ErrorState headingLevel={1} title={what} message={ERRORS.fetchListings} onRetry={() => void query.refetch()} />;
  }
  return <DetailNotFound message={message} list={list} />;
}

/** A detail page whose content throws while rendering shows this in its place; the rest of the site keeps working. */
export function DetailErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => console.error(error)}
      fallback={({ reset }) => (
        <ErrorState title="Something went wrong" headingLevel={1} message="This page could not be shown. Please try again." onRetry={reset} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
