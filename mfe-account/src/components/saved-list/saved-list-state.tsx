import { ERRORS } from '@events/contracts/messages';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import type { ReactNode } from 'react';

export type SavedListStateProps = {
  /** What the list holds ("saved events"), for the hint shown while no location is chosen. */
  what: string;
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
export function SavedListState({ what, waiting, pending, error, onRetry, empty, emptyState, children }: SavedListStateProps) {
  if (error) return <ErrorState message={ERRORS.fetchResults} onRetry={onRetry} />;
  if (waiting) return <p className="saved-list__hint">Choose a location to see your {what}.</p>;
  if (pending) return <Spinner />;
  if (empty) return <>{emptyState}</>;
  return <>{children}</>;
}
