import { jest } from '@jest/globals';
import { isApiError } from './api-error.js';
import type { ResponseSchema } from './client.js';
import { prefetchGet, takePrefetched } from './prefetch.js';

const asIs: ResponseSchema<unknown> = { parse: (data) => data };

describe('prefetch', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>(async () => new Response(JSON.stringify({ results: [] }), { headers: { 'content-type': 'application/json' } }));
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('hands the answer of exactly the same request over once', async () => {
    prefetchGet('/api/list/', { page: 1, tags: ['a', 'b'] });
    expect(takePrefetched('/api/list/', asIs, { page: 2 })).toBeNull();
    await expect(takePrefetched('/api/list/', asIs, { page: 1, tags: ['a', 'b'] })).resolves.toMatchObject({ data: { results: [] }, status: 200 });
    expect(takePrefetched('/api/list/', asIs, { page: 1, tags: ['a', 'b'] })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/list/?page=1&tags[]=a&tags[]=b');
  });

  it('refuses an answer of the wrong shape as the client does', async () => {
    prefetchGet('/api/other/', {});
    const refuse: ResponseSchema<never> = {
      parse: () => {
        throw new TypeError('no');
      },
    };
    const error = await takePrefetched('/api/other/', refuse, {})?.catch((e: unknown) => e);
    expect(isApiError(error) && error.kind === 'invalid-response').toBe(true);
  });
});
