import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.js';

/** A request as written on the wire: the URL is sent unchanged (it may hold `%FF` or `%00`). */
export type RawRequest = {
  readonly method: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly payload?: string | Buffer;
};

export type RawAnswer = { readonly status: number; readonly headers: http.IncomingHttpHeaders; readonly body: string };

/** Sends requests to the app over a real socket with keep-alive, without a client that re-encodes the URL. */
export type RawClient = { send(request: RawRequest): Promise<RawAnswer>; close(): void };

/** Starts the app's server on a free local port and returns a client for it. */
export async function rawClient(t: TestApp): Promise<RawClient> {
  const server = t.server as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sendOnce = (request: RawRequest): Promise<RawAnswer> =>
    new Promise<RawAnswer>((resolve, reject) => {
      const payload = request.payload === undefined ? undefined : Buffer.isBuffer(request.payload) ? request.payload : Buffer.from(request.payload);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      req.end(payload);
    });
  return {
    // A kept-alive socket the server closed for idling (65 s) while this client was busy elsewhere fails before any
    // answer: the request never reached the app, so it is sent again on a new socket, as Node's documentation advises.
    send: (request) =>
      sendOnce(request).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
        if (error.reusedSocket === true && error.code === 'ECONNRESET') return sendOnce(request);
        throw error;
      }),
    close: () => agent.destroy(),
  };
}
