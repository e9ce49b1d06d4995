import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useCallback, useRef, useState } from 'react';
import { deleteItemFailure } from '../i18n/shared-messages';
import { failureReason } from '../utils/failure-reason';

export type Removal = {
  /** The call is running: the card is dimmed. */
  removing: boolean;
  /** The call succeeded: the card is gone. */
  removed: boolean;
  /** "Failed to delete item: ..." after a failure (the card is back). */
  error: string | null;
  remove: () => Promise<void>;
};

/** Spec section 4, "Deleting a saved item": dimmed while the call runs, removed on success, restored with an error on failure. */
export function useRemoval(call: () => Promise<unknown>): Removal {
  const intl = useAppIntl();
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const remove = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRemoving(true);
    setError(null);
    try {
      await call();
      setRemoved(true);
    } catch (failure) {
      setError(deleteItemFailure(intl, failureReason(failure)));
    } finally {
      running.current = false;
      setRemoving(false);
    }
  }, [call, intl]);
  return { removing, removed, error, remove };
}
