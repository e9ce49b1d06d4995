import type { AnswerOf, ClientEndpoint } from '@events/contracts/endpoint';
import { ApiError } from './api-error.js';
import { answerParser, apiClient, type ApiResponse } from './client.js';
import { withQuery, type QueryParams } from './query-string.js';

/**
 * GET calls started before the code that needs their answer has loaded: the shell starts the first listing
 * call of an anonymous visit while the discovery remote is still being fetched and run, and the remote's
 * request takes that answer instead of asking again. The federation shares `@events/api-client/*` as
 * singletons, so both sides see this one map. Each answer is handed over once; a later request (a refetch,
 * "Try again") goes to the network as before.
 */
const started = new Map<string, Promise<ApiResponse<unknown>>>();

/** Starts the call now, its answer unchecked; takePrefetched checks it when the code that needs it asks. */
export function prefetchCall(endpoint: Omit<ClientEndpoint, 'response'>, query: QueryParams): void {
  const key = withQuery(endpoint.path, query);
  if (started.has(key)) return;
  const answer = apiClient.call({ method: endpoint.method, path: endpoint.path, access: endpoint.access }, { query });
  answer.catch(() => undefined); // a failure is the taker's to report, not an unhandled rejection
  started.set(key, answer);
}

/**
 * The answer of a prefetched call of `endpoint` with `query`, checked by the endpoint's response check as the
 * client checks its own answers (the same invalid-response error otherwise); null when nothing was started for
 * exactly this request.
 */
export function takePrefetched<E extends ClientEndpoint>(endpoint: E, query: QueryParams): Promise<ApiResponse<AnswerOf<E>>> | null {
  const key = withQuery(endpoint.path, query);
  const answer = started.get(key);
  if (!answer) return null;
  started.delete(key);
  const check = answerParser<AnswerOf<E>>(endpoint);
  return answer.then((response) => {
    try {
      return { ...response, data: check.parse(response.data) };
    } catch (error) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: `The answer of ${endpoint.method} ${endpoint.path} does not have the expected shape.`,
        cause: error,
      });
    }
  });
}
