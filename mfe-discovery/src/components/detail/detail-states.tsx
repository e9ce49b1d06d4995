import { isApiError } from '@events/api-client/api-error';
import { ErrorBoundary } from '@events/ui/error-boundary';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

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
