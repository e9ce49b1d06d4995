import type { UserContext } from '@events/contracts/auth';
import { useCallback, useState } from 'react';
import { useStore } from 'zustand';
import { isSaved, type SavedObjectType } from './saved-items.js';
// By the package's name, not a relative path: the federation then hands a remote the shell's one store even
// when this module itself comes from the remote's bundle.
import { sessionStore, type AuthPrompt, type AuthPromptOptions, type Session, type SessionStatus } from '@events/api-client/session-store';

/** Reads a slice of the shared session; re-renders when that slice changes. */
export function useSession<T>(selector: (session: Session) => T): T {
  return useStore(sessionStore, selector);
}

/** The signed-in user's context, or null (anonymous, still loading, or unavailable). */
export function useUserContext(): UserContext | null {
  return useSession((s) => s.user);
}

export function useSessionStatus(): SessionStatus {
  return useSession((s) => s.status);
}

const openPrompt = (options?: AuthPromptOptions) => sessionStore.getState().openAuthPrompt(options);
const closePrompt = () => sessionStore.getState().closeAuthPrompt();

/**
 * Opens the shell's login / sign-up modal from anywhere (a remote included):
 * `useAuthPrompt().open({ mode: 'register', next: '/events/?date_start=...' })`.
 */
export function useAuthPrompt(): { prompt: AuthPrompt | null; open: typeof openPrompt; close: typeof closePrompt } {
  const prompt = useSession((s) => s.authPrompt);
  return { prompt, open: openPrompt, close: closePrompt };
}

export type SavedToggle = {
  /** Shown as Saved or Save. */
  saved: boolean;
  /** True while the POST runs. */
  pending: boolean;
  /** Made offline: the service worker sends it when the network returns (issue 32). */
  queued: boolean;
  /** Toggles the bookmark; anonymous visitors get the registration prompt. A failure only ends `pending`. */
  toggle: () => Promise<void>;
};

/** The bookmark control's state for one event or venue (spec section 4, "Bookmark toggle"). */
export function useSavedToggle(objectType: SavedObjectType, id: number, options: { next?: string | null } = {}): SavedToggle {
  const saved = useSession((s) => isSaved(s.user, objectType, id));
  const queued = useSession((s) => s.queuedBookmarks.some((bookmark) => bookmark.objectType === objectType && bookmark.id === id));
  const [pending, setPending] = useState(false);
  const { next } = options;
  const toggle = useCallback(async () => {
    setPending(true);
    try {
      await sessionStore.getState().toggleSaved(objectType, id, next === undefined ? {} : { next });
    } catch {
      // "A failing toggle only stops the loading state."
    } finally {
      setPending(false);
    }
  }, [objectType, id, next]);
  return { saved, pending, queued, toggle };
}
