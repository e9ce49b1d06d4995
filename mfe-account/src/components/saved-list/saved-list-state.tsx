import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';
import { sharedMessages } from '../../i18n/shared-messages';

export type SavedListStateProps = {
  /** The hint shown while no location is chosen ("Choose a location to see your saved events."). */
  waitingHint: string;
  /** The call may not be made yet (no coordinates for the current location). */
  waiting: boolean;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  empty: boolean;
  /** The empty state (the spec's texts and button). */
  emptyState: ReactNode;
  children: ReactNode;
};

/**
 * The states every saved list goes through (the account layout has already asked an anonymous visitor to log
 * in): loading, the spec's fetch failure "Failed to fetch results. Please try your request again.", empty, and
 * the list itself.
 */
export function SavedListState({ waitingHint, waiting, pending, error, onRetry, empty, emptyState, children }: SavedListStateProps) {
  const intl = useAppIntl();
  if (error) return <ErrorState message={intl.formatMessage(sharedMessages.fetchResults)} onRetry={onRetry} />;
  if (waiting) return <p className="saved-list__hint">{waitingHint}</p>;
  if (pending) return <Spinner />;
  if (empty) return <>{emptyState}</>;
  return <>{children}</>;
}
