import { rm } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { AuthModule } from '../../modules/auth/auth.module.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/** A client that sends a request's head and then trickles its body, a few bytes at a time, never finishing it. */
function trickle(port: number): { closed: Promise<void>; stop(): void } {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('POST /events/api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 90000\r\n\r\n{"username":"');
  const timer = setInterval(() => socket.write('aaaa'), 100);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void closed.then(() => clearInterval(timer));
  return { closed, stop: () => socket.destroy() };
}

describe('stopping the HTTP server (real PostgreSQL)', () => {
  let t: TestApp | undefined;

  // The test closes the app itself: what is left is its database and folders.
  afterAll(async () => {
    await t?.database.stop();
    if (t) await rm(t.config.webRoot, { recursive: true, force: true });
    if (t) await rm(t.config.dataDir, { recursive: true, force: true });
  });

  it('closes a connection that is still uploading after the grace period instead of waiting for it (issue 25 N8)', async () => {
    t = await startTestApp({ modules: [AuthModule], config: { shutdownGraceSeconds: 1 } });
    await t.app.listen(0, '127.0.0.1');
    const server = t.app.getHttpServer();
    const { port } = server.address() as AddressInfo;
    const underWay = new Promise((resolve) => server.once('request', resolve));
    const client = trickle(port);
    // The request is under way (its head read): its body keeps coming.
    await underWay;
    const started = performance.now();
    const stopped = t.app.close().then(() => 'closed' as const);
    const outcome = await Promise.race([stopped, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 15_000))]);
    client.stop();
    expect(outcome).toBe('closed');
    await client.closed;
    // Closed after the grace, not at once: the upload had its second.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });
});
