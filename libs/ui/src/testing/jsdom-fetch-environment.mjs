// jsdom, with the platform's fetch and a local API server: a component spec answers the components' calls over HTTP
// (a real request through the real api client) instead of replacing a module of ours. Plain JavaScript, loaded by
// jest in Node; specs reach the server through local-api.ts.
//   /** @jest-environment <rootDir>/../libs/ui/src/testing/jsdom-fetch-environment.mjs */
import { TestEnvironment } from 'jest-environment-jsdom';
import { createServer } from 'node:http';

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

export default class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    /**
     * Node's fetch (jsdom has none). A relative address resolves against the page's, as in a browser. jsdom's
     * AbortSignal is not Node's, so an abort is passed on through a Node one.
     */
    page.fetch = (input, init = {}) => {
      const controller = new AbortController();
      init.signal?.addEventListener('abort', () => controller.abort(init.signal.reason));
      return fetch(new URL(String(input), page.location.href), { ...init, signal: controller.signal });
    };
    /** Starts an HTTP server on loopback and puts the page at its origin (local-api.ts says what it answers). */
    page.startLocalApi = async () => {
      const calls = [];
      const server = createServer((request, response) => {
        void readJson(request).then((body) =>
          calls.push({
            method: request.method,
            url: request.url,
            body,
            answer: (status, answer) => void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
          }),
        );
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.dom.reconfigure({ url: `http://127.0.0.1:${server.address().port}/` });
      return { calls, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
    };
  }
}
