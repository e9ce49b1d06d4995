import { OFFLINE_ACTION_MESSAGE, OFFLINE_ERROR_CODE } from '@events/contracts/app-worker';
import { eventTypeListSchema } from '@events/contracts/event-types';
import { ApiError } from './api-error.js';
import { createApiClient, type ResponseSchema } from './client.js';

type Call = { url: string; init: RequestInit };

/** A fetch stand-in that records each call and answers with the given response. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn: typeof fetch = async (input, init = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  };
  return { fn, calls };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

const anything: ResponseSchema<unknown> = { parse: (data) => data };

/** A session renewal that answers `renews()` and counts how often the client asked for it. */
function countedRenewal(renews: () => boolean) {
  let count = 0;
  return {
    refreshSession: async () => {
      count += 1;
      return renews();
    },
    count: () => count,
  };
}
const CATEGORIES = [
  { id: 1, name: 'Art, Dance & Culture', nameEs: 'Arte, danza y cultura' },
  { id: 2, name: 'Children', nameEs: 'Niños' },
];

describe('createApiClient', () => {
  it('sends credentials and a bracket-style query, and reads the list headers', async () => {
    const fetch = fakeFetch(() =>
      json(CATEGORIES, {
        headers: {
          'x-total-count': '18',
          link: '</events/api/event_types/?page=2&page_size=2>; rel="next", </events/api/event_types/?page=9&page_size=2>; rel="last"',
        },
      }),
    );
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => 'csrftoken=abc' });

    const answer = await client.get('/events/api/event_types/', eventTypeListSchema, {
      query: { page_size: 2, id: [1, 2], keyword: '' },
    });

    expect(answer).toEqual({ data: CATEGORIES, status: 200, totalCount: 18, pages: { next: 2, last: 9 }, offlineCopyAt: null });
    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call?.url).toBe('/events/api/event_types/?page_size=2&id[]=1&id[]=2');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.method).toBe('GET');
    // Reads never carry the CSRF header.
    expect(new Headers(call?.init.headers).has('X-CSRFToken')).toBe(false);
  });

  it("reads when the service worker's offline copy was received, and nothing from a bad date", async () => {
    const copy = createApiClient({ fetch: fakeFetch(() => json(CATEGORIES, { headers: { 'x-offline-copy': 'Sun, 14 Mar 2027 18:05:00 GMT' } })).fn });
    expect((await copy.get('/events/api/event_types/', eventTypeListSchema)).offlineCopyAt).toEqual(new Date('2027-03-14T18:05:00Z'));
    const garbled = createApiClient({ fetch: fakeFetch(() => json(CATEGORIES, { headers: { 'x-offline-copy': 'yesterday' } })).fn });
    expect((await garbled.get('/events/api/event_types/', eventTypeListSchema)).offlineCopyAt).toBeNull();
  });

  it('echoes the csrftoken cookie in X-CSRFToken on writes and sends JSON', async () => {
    const fetch = fakeFetch(() => json({ id: 7 }, { status: 201 }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetch.fn, readCookies: () => 'a=1; csrftoken=tok%3D; b=2' });

    await client.post('/events/api/v1/search_addresses/', anything, { body: { address_name: 'Home' } });

    const [call] = fetch.calls;
    expect(call?.url).toBe('http://api.test/events/api/v1/search_addresses/');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('X-CSRFToken')).toBe('tok=');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(call?.init.body).toBe('{"address_name":"Home"}');
  });

  it('answers an empty 204 body as undefined, passed through the schema', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => '' });

    const answer = await client.delete('/events/api/v1/search_addresses/3/', { parse: (data) => data ?? null });

    expect(answer).toMatchObject({ data: null, status: 204, totalCount: null, pages: {} });
  });

  it('sends form data as is, without a JSON content type', async () => {
    const fetch = fakeFetch(() => json({ key: 'k' }));
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => '' });
    const form = new FormData();
    form.set('username', 'ann');

    await client.post('/auth/login/', anything, { body: form });

    const [call] = fetch.calls;
    const headers = new Headers(call?.init.headers);
    expect(call?.init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    // No cookie, no header.
    expect(headers.has('X-CSRFToken')).toBe(false);
  });

  it('turns a 400 body into the field error map of an ApiError', async () => {
    const fetch = fakeFetch(() => json({ address_name: ['This field is required.'], non_field_errors: ['Try again.'] }, { status: 400 }));
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => '' });

    const failure = await client.put('/events/api/v1/search_addresses/3/', anything, { body: {} }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 400,
      fieldErrors: { address_name: ['This field is required.'], nonFieldErrors: ['Try again.'] },
    });
  });

  it('keeps the detail of a 404', async () => {
    const fetch = fakeFetch(() => json({ detail: 'Not found.' }, { status: 404 }));
    const client = createApiClient({ fetch: fetch.fn });

    await expect(client.get('/events/api/v1/poi/999/', anything)).rejects.toMatchObject({ status: 404, detail: 'Not found.' });
  });

  it('rejects an answer that does not match the schema', async () => {
    const fetch = fakeFetch(() => json([{ id: 'one', name: 1 }]));
    const client = createApiClient({ fetch: fetch.fn });

    await expect(client.get('/events/api/event_types/', eventTypeListSchema)).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });
  });

  it('reports a failed connection as a network error', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const client = createApiClient({ fetch: fetch.fn });

    await expect(client.get('/health', anything)).rejects.toMatchObject({ kind: 'network', status: 0, message: 'The server could not be reached.' });
  });

  it('says a request failed because the browser is offline, so the action shows that it needs the network', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ fetch: fetch.fn });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await expect(client.post('/events/api/v1/saved_searches/', anything, { body: {} })).rejects.toMatchObject({
        kind: 'network',
        message: OFFLINE_ACTION_MESSAGE,
        code: OFFLINE_ERROR_CODE,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('lets an abort through unchanged', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const fetch = fakeFetch(() => Promise.reject(abort));
    const client = createApiClient({ fetch: fetch.fn });

    await expect(client.get('/health', anything)).rejects.toBe(abort);
  });

  it('renews an expired session once on a 401 and repeats the request', async () => {
    let renewed = false;
    const fetch = fakeFetch(() => (renewed ? json({ ok: true }) : json({ detail: 'Token expired.' }, { status: 401 })));
    const renewal = countedRenewal(() => {
      renewed = true;
      return true;
    });
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => '', refreshSession: renewal.refreshSession });

    const [a, b] = await Promise.all([client.get('/events/userdata/', anything), client.get('/events/api/v1/search_addresses/', anything)]);

    expect(a.data).toEqual({ ok: true });
    expect(b.data).toEqual({ ok: true });
    expect(renewal.count()).toBe(1);
    expect(fetch.calls).toHaveLength(4);
  });

  it('gives up when the renewal fails, and never renews for the auth calls themselves', async () => {
    const fetch = fakeFetch(() => json({ detail: 'Not authenticated.' }, { status: 401 }));
    const renewal = countedRenewal(() => false);
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => '', refreshSession: renewal.refreshSession });

    await expect(client.get('/events/userdata/', anything)).rejects.toMatchObject({ status: 401 });
    await expect(client.post('/events/api/v1/auth/logout/', anything)).rejects.toMatchObject({ status: 401 });
    expect(renewal.count()).toBe(1);
    expect(fetch.calls).toHaveLength(2);
  });

  it('keeps the machine-readable code of an error answer', async () => {
    const fetch = fakeFetch(() => json({ detail: 'Sign up to see more.', code: 'sign_up_required' }, { status: 403 }));
    const client = createApiClient({ fetch: fetch.fn });

    await expect(client.get('/events/api/v1/events/', anything)).rejects.toMatchObject({ status: 403, code: 'sign_up_required' });
  });
});
