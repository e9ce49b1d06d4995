import type { UserContext } from '@events/contracts/auth';
import { rolesOf } from '@events/contracts/roles';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isApiError } from './api-error.js';
import { safeNextPath } from './auth-paths.js';
// The page's client by the package's name (one instance across the federation, see use-session.ts).
import { apiClient, type ApiClient } from '@events/api-client/client';
import { assertSavedObjectType, isSaved, sendSavedState, withSavedId, type QueuedBookmark, type SavedObjectType } from './saved-items.js';

/**
 * - `loading`: the first user-context request has not answered yet.
 * - `authenticated`: `user` holds the context of GET /events/userdata/.
 * - `anonymous`: the server answered 403 (or 401 after a failed renewal): nobody is signed in.
 * - `unavailable`: any other failure; the context stays empty (spec section 4, "User context").
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'unavailable';

export type AuthPromptMode = 'login' | 'register';

/** The login / sign-up modal's request: which mode it opens in, where to go after success, an optional reason. */
export type AuthPrompt = {
  readonly mode: AuthPromptMode;
  /** A path on this site to follow after a successful login (spec: "any pending redirect is followed"). */
  readonly next: string | null;
  /** Shown above the form, e.g. ERRORS.signUpPrompt when a listing needs an account. */
  readonly message: string | null;
};

export type AuthPromptOptions = { mode?: AuthPromptMode; next?: string | null; message?: string | null };

export type SessionState = {
  readonly status: SessionStatus;
  readonly user: UserContext | null;
  /** Non-null while the shell's login / sign-up modal should be open. */
  readonly authPrompt: AuthPrompt | null;
  /**
   * Bookmarks made offline that the service worker sends when the network returns (issue 32): shown with the state
   * they will have, marked as waiting.
   */
  readonly queuedBookmarks: readonly QueuedBookmark[];
};

export type SessionActions = {
  /** (Re)loads the user context. Concurrent loads settle on the last one started. */
  load(): Promise<void>;
  /** POST logout, then reload the (now anonymous) context. */
  signOut(): Promise<void>;
  /**
   * Adds or removes an id in savedEventIds / savedPoiIds; without `saved` it toggles. Throws
   * 'Invalid value for objectType.' for a type other than event or poi.
   */
  setSaved(objectType: SavedObjectType, id: number, saved?: boolean): void;
  /**
   * POSTs the bookmark toggle and records the answer. Anonymous visitors get the registration prompt instead
   * (with `next`, default the current address) and the call answers null. A failed request rejects and changes
   * nothing, so the caller only has to stop its loading state.
   */
  toggleSaved(objectType: SavedObjectType, id: number, options?: { next?: string | null }): Promise<boolean | null>;
  openAuthPrompt(options?: AuthPromptOptions): void;
  closeAuthPrompt(): void;
  /** The bookmarks the service worker holds now (it says so on start and once it has sent them). */
  setQueuedBookmarks(queued: readonly QueuedBookmark[]): void;
};

export type Session = SessionState & SessionActions;
export type SessionStore = StoreApi<Session>;

export type SessionStoreOptions = {
  client: ApiClient;
  /** The address an anonymous bookmark should come back to. Defaults to the browser's path and query. */
  currentPath?: () => string;
};

function browserPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/** The user context as it will be once the queued bookmarks are sent. */
function withQueued(user: UserContext, queued: readonly QueuedBookmark[]): UserContext {
  return queued.reduce((context, bookmark) => withSavedId(context, bookmark.objectType, bookmark.id, bookmark.saved), user);
}

const sameItem = (a: Pick<QueuedBookmark, 'objectType' | 'id'>, b: Pick<QueuedBookmark, 'objectType' | 'id'>) => a.objectType === b.objectType && a.id === b.id;

/**
 * The auth endpoints (and their zod schemas) are loaded with the first request rather than with the page: the
 * header needs this store for its first paint, and zod is not needed until an answer arrives.
 */
const loadEndpoints = () => import('@events/contracts/auth');

function isNotAuthenticated(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status === 403 || error.status === 401);
}

export function createSessionStore({ client, currentPath = browserPath }: SessionStoreOptions): SessionStore {
  let loadSequence = 0;

  return createStore<Session>()((set, get) => ({
    status: 'loading',
    user: null,
    authPrompt: null,
    queuedBookmarks: [],

    async load() {
      const sequence = ++loadSequence;
      try {
        const { authEndpoints } = await loadEndpoints();
        const { data } = await client.call(authEndpoints.userData);
        if (sequence === loadSequence) set({ status: 'authenticated', user: withQueued(data, get().queuedBookmarks) });
      } catch (error) {
        if (sequence !== loadSequence) return;
        set({ status: isNotAuthenticated(error) ? 'anonymous' : 'unavailable', user: null });
      }
    },

    async signOut() {
      try {
        const { authEndpoints } = await loadEndpoints();
        await client.call(authEndpoints.logout);
      } finally {
        await get().load();
      }
    },

    setSaved(objectType, id, saved) {
      assertSavedObjectType(objectType);
      const { user } = get();
      if (user) set({ user: withSavedId(user, objectType, id, saved) });
    },

    async toggleSaved(objectType, id, options = {}) {
      assertSavedObjectType(objectType);
      const next = options.next === undefined ? currentPath() : options.next;
      if (get().status !== 'authenticated') {
        get().openAuthPrompt({ mode: 'register', next });
        return null;
      }
      try {
        // The state the user chose, forced, so a request the service worker sends late still leaves it.
        const wanted = !isSaved(get().user, objectType, id);
        const { saved, queued } = await sendSavedState(client, objectType, id, wanted);
        get().setSaved(objectType, id, saved);
        const others = get().queuedBookmarks.filter((bookmark) => !sameItem(bookmark, { objectType, id }));
        set({ queuedBookmarks: queued ? [...others, { objectType, id, saved }] : others });
        return saved;
      } catch (error) {
        // The session ended meanwhile (signed out in another tab, expired): now an anonymous visitor.
        if (!isNotAuthenticated(error)) throw error;
        set({ status: 'anonymous', user: null });
        get().openAuthPrompt({ mode: 'register', next });
        return null;
      }
    },

    openAuthPrompt({ mode = 'login', next = null, message = null } = {}) {
      set({ authPrompt: { mode, next: safeNextPath(next), message } });
    },

    closeAuthPrompt() {
      set({ authPrompt: null });
    },

    setQueuedBookmarks(queued) {
      const { user } = get();
      set({ queuedBookmarks: queued, ...(user ? { user: withQueued(user, queued) } : {}) });
    },
  }));
}

/**
 * Who is signed in, as one comparable string: `anonymous`, or the user's id and role flags. The shell
 * refetches the role-filtered remote registry when it changes (after login, logout or a role change).
 */
export function sessionIdentity(state: Pick<SessionState, 'status' | 'user'>): string {
  const { user } = state;
  if (!user) return state.status === 'loading' ? 'loading' : 'anonymous';
  const roles = [...rolesOf(user), ...(user.hasActiveSubscription ? ['subscribed'] : [])];
  return `${user.id}:${roles.join(',')}`;
}

/**
 * The page's one session. `@events/api-client/*` is a federation singleton, so the shell and every remote
 * read and update this same store.
 */
export const sessionStore: SessionStore = createSessionStore({ client: apiClient });
