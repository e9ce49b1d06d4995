import { sessionIdentity, sessionStore } from '@events/api-client/session-store';
import { useEffect } from 'react';
import { invalidateRemotes } from '../../../federation/remote-invalidation';

let started = false;

/**
 * Loads the user context once when the page starts (403 = anonymous, other failures leave it empty; not at
 * all when the page's boot data says the visitor is anonymous), and
 * whenever the signed-in user changes afterwards (login, logout, sign-up in the modal) makes the shell fetch
 * the role-filtered remote registry again, so producer and editor remotes become reachable or go away.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    const unsubscribe = sessionStore.subscribe((state, previous) => {
      const before = sessionIdentity(previous);
      const after = sessionIdentity(state);
      if (before !== 'loading' && before !== after) invalidateRemotes();
    });
    if (!started) {
      started = true;
      // Already known when the page said the visitor is anonymous (main.tsx, page boot data).
      if (sessionStore.getState().status === 'loading') void sessionStore.getState().load();
    }
    return unsubscribe;
  }, []);
}
