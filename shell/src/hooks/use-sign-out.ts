import { safeNextPath } from '@events/api-client/auth-paths';
import { sessionStore } from '@events/api-client/session-store';
import { useCallback, useState } from 'react';
import { settleAppWorkerSession } from '../service-worker/app-worker-messages';

export type SignOut = {
  /** Logs out with a POST (CSRF header), then loads `next` (a same-site path, else /) as a fresh page. */
  signOut(next: string | null): Promise<void>;
  busy: boolean;
  /** The logout call failed (the session may still be on): the caller says so. */
  failed: boolean;
};

/**
 * Logging out: the session store's POST (the server refuses it without the CSRF header, so no link or image on
 * another site can sign anyone out), then a full page load of `next`, which drops every cached answer of the
 * signed-in user (and, first, the service worker's copies of them). The spec's Log Out returns to the current path.
 */
export function useSignOut(): SignOut {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = useCallback(async (next: string | null) => {
    setBusy(true);
    setFailed(false);
    try {
      await sessionStore.getState().signOut();
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    // The user's kept answers go before the next page loads, so it cannot show them even offline.
    await settleAppWorkerSession(null);
    window.location.assign(safeNextPath(next) ?? '/');
  }, []);
  return { signOut, busy, failed };
}
