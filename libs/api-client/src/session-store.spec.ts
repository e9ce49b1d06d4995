import { newUserContext } from '@events/contracts/testing/user-context';
import { ERRORS } from '@events/contracts/messages';
import { createApiClient } from './client.js';
import { createSessionStore, sessionIdentity } from './session-store.js';
import type { SavedObjectType } from './saved-items.js';

type Call = { method: string; url: string };
type Answer = { status: number; body?: unknown };

/** A fetch stand-in answering by "METHOD path" from a table; each call is recorded. */
function fakeServer(routes: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call = { method: init.method ?? 'GET', url: String(input) };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    if (!route) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof route === 'function' ? await route() : route;
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const USER = newUserContext({
  id: 7,
  username: 'ann@example.com',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  savedPoiIds: [3],
  savedEventIds: [10, 11],
});

function storeWith(routes: Parameters<typeof fakeServer>[0], path = '/events/?page=2') {
  const server = fakeServer(routes);
  const store = createSessionStore({
    client: createApiClient({ fetch: server.fetch, readCookies: () => 'csrftoken=tok' }),
    currentPath: () => path,
  });
  return { store, calls: server.calls };
}

describe('session store: user context', () => {
  it('starts loading and becomes authenticated with the user context', async () => {
    const { store } = storeWith({ 'GET /events/userdata/': { status: 200, body: USER } });
    expect(store.getState().status).toBe('loading');

    await store.getState().load();

    expect(store.getState()).toMatchObject({ status: 'authenticated', user: USER });
  });

  it('treats a 403 as an anonymous visitor', async () => {
    const { store } = storeWith({ 'GET /events/userdata/': { status: 403, body: { detail: 'Authentication credentials were not provided.' } } });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('leaves the context empty on any other failure', async () => {
    for (const answer of [{ status: 500, body: { detail: 'boom' } }, { status: 200, body: { authenticated: true } }]) {
      const { store } = storeWith({ 'GET /events/userdata/': answer });
      await store.getState().load();
      expect(store.getState()).toMatchObject({ status: 'unavailable', user: null });
    }
  });

  it('settles on the last of two overlapping loads', async () => {
    let release: (answer: Answer) => void = () => undefined;
    let first = true;
    const { store } = storeWith({
      'GET /events/userdata/': () => {
        if (!first) return { status: 403 };
        first = false;
        return new Promise<Answer>((resolve) => {
          release = resolve;
        });
      },
    });
    const slow = store.getState().load();
    await store.getState().load();
    release({ status: 200, body: USER });
    await slow;
    expect(store.getState().status).toBe('anonymous');
  });

  it('signs out with a POST and reloads the context', async () => {
    let signedIn = true;
    const { store, calls } = storeWith({
      'GET /events/userdata/': () => (signedIn ? { status: 200, body: USER } : { status: 403 }),
      'POST /events/api/v1/auth/logout/': () => {
        signedIn = false;
        return { status: 200, body: { detail: 'Successfully logged out.' } };
      },
    });
    await store.getState().load();
    await store.getState().signOut();
    expect(store.getState().status).toBe('anonymous');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /events/userdata/', 'POST /events/api/v1/auth/logout/', 'GET /events/userdata/']);
  });
});

describe('session store: bookmarks', () => {
  it('adds, removes and toggles saved ids, an explicit flag forcing the result', async () => {
    const { store } = storeWith({ 'GET /events/userdata/': { status: 200, body: USER } });
    await store.getState().load();
    const { setSaved } = store.getState();

    setSaved('event', 12);
    expect(store.getState().user?.savedEventIds).toEqual([10, 11, 12]);
    setSaved('event', 10);
    expect(store.getState().user?.savedEventIds).toEqual([11, 12]);
    setSaved('poi', 3, true);
    expect(store.getState().user?.savedPoiIds).toEqual([3]);
    setSaved('poi', 3, false);
    setSaved('poi', 4, true);
    expect(store.getState().user?.savedPoiIds).toEqual([4]);
  });

  it("throws 'Invalid value for objectType.' for a type other than event or poi", async () => {
    const { store } = storeWith({ 'GET /events/userdata/': { status: 200, body: USER } });
    await store.getState().load();
    expect(() => store.getState().setSaved('venue' as SavedObjectType, 1)).toThrow(ERRORS.invalidObjectType);
    await expect(store.getState().toggleSaved('venue' as SavedObjectType, 1)).rejects.toThrow(ERRORS.invalidObjectType);
  });

  it('POSTs the toggle and records the answer for events and venues', async () => {
    const { store, calls } = storeWith({
      'GET /events/userdata/': { status: 200, body: USER },
      'POST /events/api/saved_events/event/12/': { status: 200, body: { saved: true } },
      'POST /events/api/saved_pois/poi/3/': { status: 200, body: { saved: false } },
    });
    await store.getState().load();

    await expect(store.getState().toggleSaved('event', 12)).resolves.toBe(true);
    await expect(store.getState().toggleSaved('poi', 3)).resolves.toBe(false);

    expect(store.getState().user).toMatchObject({ savedEventIds: [10, 11, 12], savedPoiIds: [] });
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/events/api/saved_pois/poi/3/' });
  });

  it('forces the state the user chose, so a request sent late still leaves it', async () => {
    const bodies: unknown[] = [];
    const server = fakeServer({ 'GET /events/userdata/': { status: 200, body: USER }, 'POST /events/api/saved_events/event/10/': { status: 200, body: { saved: false } } });
    const store = createSessionStore({
      client: createApiClient({
        fetch: async (input, init = {}) => {
          bodies.push(init.body === undefined || init.body === null ? null : JSON.parse(String(init.body)));
          return server.fetch(input, init);
        },
        readCookies: () => 'csrftoken=tok',
      }),
    });
    await store.getState().load();
    await store.getState().toggleSaved('event', 10);
    expect(bodies.at(-1)).toEqual({ saved: false });
  });

  it('keeps a bookmark the service worker queued offline (202) as waiting, with the state it will have, across a reload of the context', async () => {
    const { store } = storeWith({
      'GET /events/userdata/': { status: 200, body: USER },
      'POST /events/api/saved_events/event/12/': { status: 202, body: { saved: true } },
    });
    await store.getState().load();

    await expect(store.getState().toggleSaved('event', 12)).resolves.toBe(true);
    expect(store.getState().queuedBookmarks).toEqual([{ objectType: 'event', id: 12, saved: true }]);
    // The context read again (offline, the worker's copy from before) still shows it saved.
    await store.getState().load();
    expect(store.getState().user?.savedEventIds).toEqual([10, 11, 12]);

    // Sent: the worker holds nothing more.
    store.getState().setQueuedBookmarks([]);
    expect(store.getState().queuedBookmarks).toEqual([]);
  });

  it('shows the bookmarks the worker still holds when the page starts', async () => {
    const { store } = storeWith({ 'GET /events/userdata/': { status: 200, body: USER } });
    store.getState().setQueuedBookmarks([{ objectType: 'poi', id: 3, saved: false }]);
    await store.getState().load();
    expect(store.getState().user).toMatchObject({ savedPoiIds: [], savedEventIds: [10, 11] });
  });

  it('opens the registration prompt for an anonymous visitor, with the current address or a given redirect', async () => {
    const { store, calls } = storeWith({ 'GET /events/userdata/': { status: 403 } });
    await store.getState().load();

    await expect(store.getState().toggleSaved('event', 12)).resolves.toBeNull();
    expect(store.getState().authPrompt).toEqual({ mode: 'register', next: '/events/?page=2', message: null });

    await store.getState().toggleSaved('poi', 3, { next: '/venues/3/' });
    expect(store.getState().authPrompt?.next).toBe('/venues/3/');
    expect(calls).toHaveLength(1);
  });

  it('leaves the state alone when the toggle fails, and turns a 403 into the prompt', async () => {
    const { store } = storeWith({
      'GET /events/userdata/': { status: 200, body: USER },
      'POST /events/api/saved_events/event/12/': { status: 500, body: { detail: 'boom' } },
      'POST /events/api/saved_events/event/13/': { status: 403, body: { detail: 'Authentication credentials were not provided.' } },
    });
    await store.getState().load();

    await expect(store.getState().toggleSaved('event', 12)).rejects.toMatchObject({ status: 500 });
    expect(store.getState().user?.savedEventIds).toEqual([10, 11]);

    await expect(store.getState().toggleSaved('event', 13)).resolves.toBeNull();
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null, authPrompt: { mode: 'register' } });
  });
});

describe('session store: auth prompt', () => {
  it('opens in login mode by default and drops a redirect that leaves the site', () => {
    const { store } = storeWith({});
    store.getState().openAuthPrompt();
    expect(store.getState().authPrompt).toEqual({ mode: 'login', next: null, message: null });

    store.getState().openAuthPrompt({ mode: 'register', next: '//evil.example/', message: ERRORS.signUpPrompt });
    expect(store.getState().authPrompt).toEqual({ mode: 'register', next: null, message: ERRORS.signUpPrompt });

    store.getState().closeAuthPrompt();
    expect(store.getState().authPrompt).toBeNull();
  });
});

describe('sessionIdentity', () => {
  it('changes with the user and the role flags, not with bookmarks', () => {
    expect(sessionIdentity({ status: 'loading', user: null })).toBe('loading');
    expect(sessionIdentity({ status: 'unavailable', user: null })).toBe('anonymous');
    const plain = sessionIdentity({ status: 'authenticated', user: USER });
    expect(sessionIdentity({ status: 'authenticated', user: { ...USER, savedEventIds: [] } })).toBe(plain);
    expect(sessionIdentity({ status: 'authenticated', user: { ...USER, isProducer: true } })).not.toBe(plain);
  });
});
