import { z } from 'zod';
import * as zm from 'zod/mini';
import { defineEndpoint, PUBLIC, SIGNED_IN } from '@events/contracts/endpoint';
import { createApiClient, type ResponseSchema } from './client.js';

type Call = { url: string; init: RequestInit };

function recorder(answer: () => Response) {
  const calls: Call[] = [];
  const fn: typeof fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init });
    return answer();
  };
  return { fn, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const itemSchema = z.object({ id: z.number().int(), name: z.string() });

const getItem = defineEndpoint({
  method: 'GET',
  path: '/events/api/v1/things/{id}/',
  access: PUBLIC,
  summary: 'One thing',
  tag: 'things',
  params: z.object({ id: z.coerce.number() }),
  response: itemSchema,
});
const listItems = defineEndpoint({
  method: 'GET',
  path: '/events/api/v1/things/',
  access: PUBLIC,
  summary: 'Things',
  tag: 'things',
  query: z.object({ page: z.coerce.number().optional() }),
  response: zm.object({ results: zm.array(zm.object({ id: zm.number() })) }),
  list: true,
});
const createItem = defineEndpoint({
  method: 'POST',
  path: '/events/api/v1/things/',
  access: SIGNED_IN,
  summary: 'Add a thing',
  tag: 'things',
  body: z.object({ name: z.string() }),
  response: itemSchema,
  status: 201,
});
const removeItem = defineEndpoint({ method: 'DELETE', path: '/events/api/v1/things/{id}/', access: SIGNED_IN, summary: 'Remove', tag: 'things', status: 204 });

describe('client.call over an endpoint value', () => {
  it('fills the path, sends the query bracket-style and checks the answer with the endpoint schema', async () => {
    const fetch = recorder(() => json({ id: 4, name: 'Jazz' }));
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => '' });

    const { data } = await client.call(getItem, { params: { id: 4 }, query: { tags: ['a', 'b'] } });

    expect(data).toEqual({ id: 4, name: 'Jazz' });
    expect(fetch.calls[0]?.url).toBe('/events/api/v1/things/4/?tags[]=a&tags[]=b');
    expect(fetch.calls[0]?.init.method).toBe('GET');
  });

  it('reads zod/mini answers and the list headers alike', async () => {
    const fetch = recorder(() => json({ results: [{ id: 1 }] }, 200, { 'x-total-count': '41', link: '</events/api/v1/things/?page=3>; rel="last"' }));
    const client = createApiClient({ fetch: fetch.fn });

    const answer = await client.call(listItems, { query: { page: 1 } });

    expect(answer.data.results).toEqual([{ id: 1 }]);
    expect(answer.totalCount).toBe(41);
    expect(answer.pages.last).toBe(3);
  });

  it('answers "does not have the expected shape" when the answer fails the schema', async () => {
    const client = createApiClient({ fetch: recorder(() => json({ id: 'four' })).fn });

    await expect(client.call(getItem, { params: { id: 4 } })).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('sends the body as JSON with the CSRF header, with the endpoint method', async () => {
    const fetch = recorder(() => json({ id: 9, name: 'Folk' }, 201));
    const client = createApiClient({ fetch: fetch.fn, readCookies: () => 'csrftoken=tok' });

    const answer = await client.call(createItem, { body: { name: 'Folk' } });

    expect(answer.status).toBe(201);
    const init = fetch.calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Folk"}');
    expect(new Headers(init?.headers).get('X-CSRFToken')).toBe('tok');
  });

  it('takes a 204 as no data, and a 400 as field errors', async () => {
    const ok = createApiClient({ fetch: recorder(() => new Response(null, { status: 204 })).fn });
    await expect(ok.call(removeItem, { params: { id: 3 } })).resolves.toMatchObject({ status: 204, data: undefined });

    const bad = createApiClient({ fetch: recorder(() => json({ name: ['This field is required.'] }, 400)).fn });
    await expect(bad.call(createItem, { body: {} })).rejects.toMatchObject({ status: 400, fieldErrors: { name: ['This field is required.'] } });
  });

  it('uses the validator the caller passes instead of the schema', async () => {
    const client = createApiClient({ fetch: recorder(() => json({ id: 1, name: 'x', extra: true })).fn });
    const seen: unknown[] = [];
    const validate: ResponseSchema<{ id: number; name: string }> = {
      parse: (data) => {
        seen.push(data);
        return { id: 1, name: 'checked' };
      },
    };

    const { data } = await client.call(getItem, { params: { id: 1 }, validate });

    expect(data.name).toBe('checked');
    expect(seen).toHaveLength(1);
  });

  it('refuses a path parameter that is missing', async () => {
    const client = createApiClient({ fetch: recorder(() => json({})).fn });
    // @ts-expect-error: the path names {id}
    expect(() => client.call(getItem, {})).toThrow('no value for {id}');
  });
});
