import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { savedEndpoints } from '@events/contracts/saved';
import { savedSearchesEndpoints } from '@events/contracts/saved-searches';

/**
 * The soak's load driver: `connections` loops over keep-alive HTTP connections to the backend on 127.0.0.1, each
 * taking the next request of a fixed mix (about 90 % anonymous reads: listings, event and venue details, the shell
 * page; about 10 % writes by the loop's own signed-in user: a bookmark forced on for a (user, event) pair never used
 * before, or a new saved search). Every answer is kept (time, kind, status, latency); every acknowledged write (2xx)
 * is kept so the bench can look for it in the database afterwards.
 */
export type SoakKind = 'listing' | 'event' | 'venue' | 'shell' | 'bookmark' | 'saved-search';

export type SoakAnswer = { readonly kind: SoakKind; readonly sentAt: number; readonly at: number; readonly status: number; readonly ms: number };

export type SoakUser = { readonly id: number; readonly token: string };

export type SoakTargets = { readonly eventIds: readonly number[]; readonly venueIds: readonly number[] };

/** Where a soak run's load goes and what it carries. */
export type SoakLoad = {
  readonly port: number;
  readonly connections: number;
  readonly seconds: number;
  readonly users: readonly SoakUser[];
  readonly targets: SoakTargets;
  /** Saved searches each user already has. */
  readonly savedSoFar: Map<number, number>;
};

/** A soak phase with one thing killed `killAt` seconds in. */
export type SoakKillOptions = SoakLoad & { readonly killAt: number };

export type SoakRun = {
  readonly answers: SoakAnswer[];
  /** Requests that got no HTTP answer (socket error, timeout), with when. */
  readonly errors: { readonly kind: SoakKind; readonly at: number; readonly error: string }[];
  readonly bookmarks: { readonly userId: number; readonly eventId: number }[];
  readonly savedSearches: number[];
};

/** Saved searches a user may keep (spec: at most 100); a loop switches to bookmarks before reaching it. */
const SAVED_SEARCHES_PER_USER = 95;
const REQUEST_TIMEOUT_MS = 10_000;
const ERROR_BACKOFF_MS = 100;

/** One cycle of the mix: 20 requests, 2 of them writes (10 %). */
const CYCLE: readonly SoakKind[] = [
  'listing', 'event', 'venue', 'listing', 'event', 'shell', 'venue', 'listing', 'event', 'bookmark',
  'listing', 'event', 'venue', 'listing', 'event', 'shell', 'venue', 'listing', 'event', 'saved-search',
];

const LISTINGS = ['/events/api/v1/events/', '/events/api/v1/poi/'] as const;

type Request = { readonly method: 'GET' | 'POST'; readonly path: string; readonly body?: unknown; readonly token?: string };

function send(agent: http.Agent, port: number, request: Request): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          accept: request.path === '/' ? 'text/html' : 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(request.token === undefined ? {} : { authorization: `Bearer ${request.token}` }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function runSoakLoad(
  options: SoakLoad & {
    /** Offset into the mix and the targets, so a second run does not repeat the first one's writes. */
    readonly phase: number;
    /** Called once, `at` seconds into the run. */
    readonly at?: { readonly seconds: number; readonly action: () => void };
  },
): Promise<SoakRun> {
  const run: SoakRun = { answers: [], errors: [], bookmarks: [], savedSearches: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const started = Date.now();
  const until = started + options.seconds * 1000;
  const timer = options.at === undefined ? undefined : setTimeout(options.at.action, options.at.seconds * 1000);
  const { eventIds, venueIds } = options.targets;
  let serial = 0;

  const loop = async (index: number): Promise<void> => {
    const user = options.users[index % options.users.length] as SoakUser;
    // Each (user, event) pair is bookmarked once: the loop walks the events from its own offset.
    let bookmarkCursor = options.phase * 7919 + index * 131;
    for (let step = index; Date.now() < until; step++) {
      let kind = CYCLE[step % CYCLE.length] as SoakKind;
      const n = serial++;
      if (kind === 'saved-search' && (options.savedSoFar.get(user.id) ?? 0) >= SAVED_SEARCHES_PER_USER) kind = 'bookmark';
      let request: Request;
      let eventId = 0;
      if (kind === 'listing') request = { method: 'GET', path: `${LISTINGS[n % 2]}?page=${1 + (n % 3)}` };
      else if (kind === 'event') request = { method: 'GET', path: `/events/api/v1/events/${eventIds[n % eventIds.length]}/` };
      else if (kind === 'venue') request = { method: 'GET', path: `/events/api/v1/poi/${venueIds[n % venueIds.length]}/` };
      else if (kind === 'shell') request = { method: 'GET', path: '/' };
      else if (kind === 'bookmark') {
        eventId = eventIds[bookmarkCursor++ % eventIds.length] as number;
        request = { method: 'POST', path: savedEndpoints.toggleEvent.path.replace('{id}', String(eventId)), body: { saved: true }, token: user.token };
      } else {
        options.savedSoFar.set(user.id, (options.savedSoFar.get(user.id) ?? 0) + 1);
        request = { method: 'POST', path: savedSearchesEndpoints.create.path, body: { search_name: `Soak ${options.phase}-${n}` }, token: user.token };
      }
      const sentAt = Date.now();
      try {
        const answer = await send(agent, options.port, request);
        const at = Date.now();
        run.answers.push({ kind, sentAt, at, status: answer.status, ms: at - sentAt });
        if (answer.status >= 200 && answer.status < 300) {
          if (kind === 'bookmark') run.bookmarks.push({ userId: user.id, eventId });
          if (kind === 'saved-search') run.savedSearches.push((JSON.parse(answer.body) as { id: number }).id);
        }
      } catch (error) {
        run.errors.push({ kind, at: Date.now(), error: error instanceof Error ? error.message : String(error) });
        // As a client would, it waits a moment before the next try: with the backend down (the kill phase), a
        // refused connection comes back at once, and 64 loops retrying at once would starve the restarting backend.
        await sleep(ERROR_BACKOFF_MS);
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: options.connections }, (_, i) => loop(i)));
  } finally {
    clearTimeout(timer);
    agent.destroy();
  }
  return run;
}

/** The load of a kill phase: the soak's mix as phase `phase`, with `kill` run once, `killAt` seconds in. */
export function runSoakLoadWithKill(options: SoakKillOptions, phase: number, kill: () => void): Promise<SoakRun> {
  return runSoakLoad({ ...options, phase, at: { seconds: options.killAt, action: kill } });
}
