import { ApiError } from './api-error.js';
import { apiClient, type ApiResponse, type ResponseSchema } from './client.js';
import { withQuery, type QueryParams } from './query-string.js';

/**
 * GET calls started before the code that needs their answer has loaded: the shell starts the first listing
 * call of an anonymous visit while the discovery remote is still being fetched and run, and the remote's
 * request takes that answer instead of asking again. The federation shares `@events/api-client/*` as
 * singletons, so both sides see this one map. Each answer is handed over once; a later request (a refetch,
 * "Try again") goes to the network as before.
 */
const started = new Map<string, Promise<ApiResponse<unknown>>>();

const asIs: ResponseSchema<unknown> = { parse: (data) => data };

/** Starts `GET path?query` now; its answer waits for takePrefetched with the same path and query. */
export function prefetchGet(path: string, query: QueryParams): void {
  const key = withQuery(path, query);
  if (started.has(key)) return;
  const answer = apiClient.get(path, asIs, { query });
  answer.catch(() => undefined); // a failure is the taker's to report, not an unhandled rejection
  started.set(key, answer);
}

/**
 * The answer of a prefetched `GET path?query`, validated by `schema` as the client validates its own answers
 * (the same invalid-response error otherwise); null when nothing was started for exactly this request.
 */
export function takePrefetched<T>(path: string, schema: ResponseSchema<T>, query: QueryParams): Promise<ApiResponse<T>> | null {
  const key = withQuery(path, query);
  const answer = started.get(key);
  if (!answer) return null;
  started.delete(key);
  return answer.then((response) => {
    try {
      return { ...response, data: schema.parse(response.data) };
    } catch (error) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: `The answer of GET ${path} does not have the expected shape.`,
        cause: error,
      });
    }
  });
}
