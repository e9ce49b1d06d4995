import { jest } from '@jest/globals';
import { isApiError } from './api-error.js';
import { PUBLIC } from '@events/contracts/endpoint';
import { prefetchCall, takePrefetched } from './prefetch.js';

const list = { method: 'GET', path: '/api/list/', access: PUBLIC, response: { parse: (data: unknown) => data } } as const;
const other = {
  method: 'GET',
  path: '/api/other/',
  access: PUBLIC,
  response: {
    parse: (): never => {
      throw new TypeError('no');
    },
  },
} as const;

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
    prefetchCall(list, { page: 1, tags: ['a', 'b'] });
    expect(takePrefetched(list, { page: 2 })).toBeNull();
    await expect(takePrefetched(list, { page: 1, tags: ['a', 'b'] })).resolves.toMatchObject({ data: { results: [] }, status: 200 });
    expect(takePrefetched(list, { page: 1, tags: ['a', 'b'] })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/list/?page=1&tags[]=a&tags[]=b');
  });

  it('refuses an answer of the wrong shape as the client does', async () => {
    prefetchCall(other, {});
    const error = await takePrefetched(other, {})?.catch((e: unknown) => e);
    expect(isApiError(error) && error.kind === 'invalid-response').toBe(true);
  });
});
