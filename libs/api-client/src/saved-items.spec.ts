import type { UserContext } from '@events/contracts/auth';
import { createApiClient } from './client.js';
import { getSavedState, isSaved, postSavedToggle, queuedBookmarkOf, withSavedId } from './saved-items.js';
import { fillPath } from '@events/contracts/endpoint';
import { savedEndpoints } from '@events/contracts/saved';

type Call = { method: string; url: string; body: unknown };

/** A fetch stand-in answering every call with the given saved state; each call is recorded with its body. */
function bookmarkServer(saved: boolean) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    return new Response(JSON.stringify({ saved }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { client: createApiClient({ fetch, readCookies: () => '' }), calls };
}

describe('bookmark calls', () => {
  it('toggles through the event and venue bookmark endpoints, with no body unless the state is forced', async () => {
    const { client, calls } = bookmarkServer(true);
    await expect(postSavedToggle(client, 'event', 5)).resolves.toBe(true);
    await expect(postSavedToggle(client, 'poi', 6, false)).resolves.toBe(true);
    expect(calls).toEqual([
      { method: 'POST', url: '/events/api/saved_events/event/5/', body: undefined },
      { method: 'POST', url: '/events/api/saved_pois/poi/6/', body: { saved: false } },
    ]);
  });

  it('reads the state with a GET', async () => {
    const { client, calls } = bookmarkServer(false);
    await expect(getSavedState(client, 'poi', 9)).resolves.toBe(false);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /events/api/saved_pois/poi/9/']);
  });

  it("refuses another object type with the spec's message before any call", async () => {
    const { client, calls } = bookmarkServer(true);
    await expect(postSavedToggle(client, 'venue' as never, 1)).rejects.toThrow('Invalid value for objectType.');
    expect(calls).toEqual([]);
  });
});

describe('saved ids of the user context', () => {
  it('adds, removes and reads an id', () => {
    const user = { savedEventIds: [1], savedPoiIds: [] } as unknown as UserContext;
    const added = withSavedId(user, 'poi', 3);
    expect(isSaved(added, 'poi', 3)).toBe(true);
    expect(isSaved(withSavedId(added, 'poi', 3, false), 'poi', 3)).toBe(false);
    expect(withSavedId(user, 'event', 1, true)).toBe(user);
  });
});

describe('a bookmark the service worker queued', () => {
  it('is read from the write it holds: the toggle paths of both kinds, with the state forced', () => {
    const event = fillPath(savedEndpoints.toggleEvent.path, { id: 12 });
    const venue = fillPath(savedEndpoints.toggleVenue.path, { id: 3 });
    expect(queuedBookmarkOf(event, { saved: true })).toEqual({ objectType: 'event', id: 12, saved: true });
    expect(queuedBookmarkOf(venue, { saved: false })).toEqual({ objectType: 'poi', id: 3, saved: false });
  });

  it('is nothing for another write or a toggle without its state', () => {
    expect(queuedBookmarkOf('/events/api/v1/saved_searches/', { saved: true })).toBeNull();
    expect(queuedBookmarkOf(fillPath(savedEndpoints.toggleEvent.path, { id: 12 }), null)).toBeNull();
  });
});
