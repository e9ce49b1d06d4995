import { isApiError } from '@events/api-client/api-error';
import { ErrorBoundary } from '@events/ui/error-boundary';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@events/router';
import { errorMessages } from '../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  browseEvents: { id: 'discovery.detail.browseEvents', defaultMessage: 'Browse events' },
  browseVenues: { id: 'discovery.detail.browseVenues', defaultMessage: 'Browse venues' },
  eventNotFound: { id: 'discovery.detail.eventNotFound', defaultMessage: 'This event could not be found.' },
  venueNotFound: { id: 'discovery.detail.venueNotFound', defaultMessage: 'This venue could not be found.' },
  event: { id: 'discovery.detail.event', defaultMessage: 'Event' },
  venue: { id: 'discovery.detail.venue', defaultMessage: 'Venue' },
  loadingEvent: { id: 'discovery.detail.loadingEvent', defaultMessage: 'Loading event…' },
  loadingVenue: { id: 'discovery.detail.loadingVenue', defaultMessage: 'Loading venue…' },
  errorTitle: { id: 'discovery.detail.errorTitle', defaultMessage: 'Something went wrong' },
  errorMessage: { id: 'discovery.detail.errorMessage', defaultMessage: 'This page could not be shown. Please try again.' },
}));

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
  /** The list the item belongs to: "This event could not be found." and a link to it. */
  list: 'events' | 'venues';
};

/** The item does not exist (or is not published): say so and offer the list. */
export function DetailNotFound({ list }: DetailNotFoundProps) {
  const intl = useAppIntl();
  return (
    <div className="ui-state" data-testid="detail-not-found">
      <h1 className="ui-state__title">{intl.formatMessage(list === 'events' ? messages.eventNotFound : messages.venueNotFound)}</h1>
      <div className="ui-state__actions">
        <Link to={`/${list}/`} className="ui-button">
          {intl.formatMessage(list === 'events' ? messages.browseEvents : messages.browseVenues)}
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
};

/**
 * A detail page without its record: not found (the address names no id, or the API answers 404 or 400), the
 * spinner while it loads, or the error with a retry.
 */
export function DetailUnavailable({ id, query, list }: DetailUnavailableProps) {
  const intl = useAppIntl();
  const events = list === 'events';
  if (id === null) return <DetailNotFound list={list} />;
  if (query.isPending) return <DetailLoading label={intl.formatMessage(events ? messages.loadingEvent : messages.loadingVenue)} />;
  if (query.isError && !isMissingDetail(query.error)) {
    return (
      <ErrorState
        headingLevel={1}
        title={intl.formatMessage(events ? messages.event : messages.venue)}
        message={intl.formatMessage(errorMessages.fetchListings)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <DetailNotFound list={list} />;
}

/** A detail page whose content throws while rendering shows this in its place; the rest of the site keeps working. */
export function DetailErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const intl = useAppIntl();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => console.error(error)}
      fallback={({ reset }) => (
        <ErrorState title={intl.formatMessage(messages.errorTitle)} headingLevel={1} message={intl.formatMessage(messages.errorMessage)} onRetry={reset} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
