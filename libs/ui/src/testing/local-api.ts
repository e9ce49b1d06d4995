/** A request the local API received: its method, address and JSON body, and how to answer it. */
export type ReceivedCall = {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  /** Answers with `status` and the JSON `body`. */
  answer(status: number, body: unknown): void;
};

export type LocalApi = {
  /** Every request so far, in order; each waits for its answer until the spec gives it. */
  readonly calls: ReceivedCall[];
  close(): Promise<void>;
};

/**
 * An HTTP server on loopback standing where the backend would, for component specs run in the jsdom-fetch
 * environment (jsdom-fetch-environment.mjs, which runs it in Node): the page is put at its origin, so the components'
 * relative API calls reach it through the real api client, and the spec answers each call when it chooses, to see
 * the states in between.
 */
export function startLocalApi(): Promise<LocalApi> {
  const start = (globalThis as { startLocalApi?: () => Promise<LocalApi> }).startLocalApi;
  if (start === undefined) throw new Error('startLocalApi needs the jsdom-fetch environment (libs/ui/src/testing/jsdom-fetch-environment.mjs).');
  return start();
}
