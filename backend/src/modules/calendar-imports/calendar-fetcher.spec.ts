import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_IMPORT_MESSAGES } from '@events/contracts/calendar-imports';
import { fetchFeed } from './calendar-fetcher.js';
import { networksOf } from '../../common/security/public-address.js';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const LIMITS = { maxBytes: 64 * 1024, timeoutMs: 1_000, maxRedirects: 5 };

describe('fetchFeed, against a local HTTP server', () => {
  let server: Server;
  let base: string;
  const seen: { url: string; ifNoneMatch: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '/';
      seen.push({ url, ifNoneMatch: request.headers['if-none-match'] });
      const hops = /^\/hop\/(\d+)$/.exec(url);
      if (hops) {
        const left = Number(hops[1]);
        response.writeHead(302, { location: left === 0 ? '/calendar.ics' : `/hop/${left - 1}` }).end();
      } else if (url === '/calendar.ics') {
        if (request.headers['if-none-match'] === '"v1"') response.writeHead(304).end();
        else response.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"', 'last-modified': 'Mon, 01 Mar 2027 12:00:00 GMT' }).end(CALENDAR);
      } else if (url === '/huge.ics') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.end('X'.repeat(LIMITS.maxBytes + 1));
      } else if (url === '/slow.ics') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.write('BEGIN:VCALENDAR\r\n');
      } else if (url === '/private-redirect') {
        response.writeHead(301, { location: 'http://10.9.8.7/calendar.ics' }).end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const loopback = { allowedNetworks: networksOf(['127.0.0.0/8']), userAgent: 'test', limits: LIMITS };
  const none = { etag: null, lastModified: null };

  it('fetches a calendar with its validators, then asks conditionally and gets 304', async () => {
    const first = await fetchFeed(`${base}/calendar.ics`, none, loopback);
    expect(first).toEqual({ kind: 'fetched', text: CALENDAR, etag: '"v1"', lastModified: 'Mon, 01 Mar 2027 12:00:00 GMT' });
    expect(await fetchFeed(`${base}/calendar.ics`, { etag: '"v1"', lastModified: null }, loopback)).toEqual({ kind: 'not-modified' });
    expect(seen.at(-1)).toEqual({ url: '/calendar.ics', ifNoneMatch: '"v1"' });
  });

  it('follows five redirects and refuses a sixth', async () => {
    expect((await fetchFeed(`${base}/hop/4`, none, loopback)).kind).toBe('fetched');
    await expect(fetchFeed(`${base}/hop/5`, none, loopback)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.tooManyRedirects);
  });

  it('stops at the size limit and at the time limit', async () => {
    await expect(fetchFeed(`${base}/huge.ics`, none, loopback)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.tooLarge);
    await expect(fetchFeed(`${base}/slow.ics`, none, loopback)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.timeout);
  });

  it('says what an error status or an unreachable address is', async () => {
    await expect(fetchFeed(`${base}/missing.ics`, none, loopback)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.httpStatus(404));
    await expect(fetchFeed('http://calendar.invalid/feed.ics', none, loopback)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.unreachable);
  });

  it('refuses loopback and private addresses with the allow-list off, a redirect to one included', async () => {
    const publicOnly = { ...loopback, allowedNetworks: networksOf([]) };
    const before = seen.length;
    await expect(fetchFeed(`${base}/calendar.ics`, none, publicOnly)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.privateAddress);
    await expect(fetchFeed('http://localhost:1/calendar.ics', none, publicOnly)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.privateAddress);
    expect(seen.length).toBe(before);
    await expect(fetchFeed(`${base}/private-redirect`, none, loopback)).rejects.toThrow(CALENDAR_IMPORT_MESSAGES.privateAddress);
  });
});
