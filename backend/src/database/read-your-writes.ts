import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adsEndpoints } from '@events/contracts/ads';
import { analyticsEndpoints } from '@events/contracts/analytics';
import { routePathOf } from '@events/contracts/endpoint';
import { metricsEndpoints } from '@events/contracts/metrics';
import { widgetMetricsEndpoints } from '@events/contracts/widget-metrics';
import { isUnsafeMethod } from '../common/auth/csrf.js';
import { cookieValue, setCookie } from '../common/http/cookies.js';
import { runWithPrimaryReads } from './read-context.js';

/** The marker cookie: until when (milliseconds since the epoch) the client's reads go to the primary. */
export const PRIMARY_UNTIL_COOKIE = 'primary_until';

/**
 * How far ahead of this instance's clock a marker set by another instance may end: instances' clocks differ by a
 * little, and a marker must not die early on an instance whose clock is behind. Anything further ahead is forged.
 */
const CLOCK_SKEW_MS = 5000;

/**
 * Writes that only count traffic (page views, impressions, ad pings, widget hits): sent by every page a visitor
 * sees, they change nothing the visitor reads back, so they set no marker (the beacon's answer stays cookie-free).
 */
const TRAFFIC_COUNTING_ROUTES = new Set(
  [analyticsEndpoints.beacon, metricsEndpoints.impressions, adsEndpoints.ping, widgetMetricsEndpoints.hits].map(routePathOf),
);

/**
 * Whether a primary_until value keeps the client's reads on the primary at `now`: a whole number of milliseconds
 * since the epoch, still ahead, and no further ahead than a marker this backend sets. Another value (forged, from
 * an older setting, garbled) is ignored: the client reads the replicas as everyone does.
 */
export function primaryMarkerLive(value: string | undefined, now: number, windowMs: number): boolean {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return false;
  const until = Number(value);
  return until > now && until <= now + windowMs + CLOCK_SKEW_MS;
}

function countsTraffic(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && TRAFFIC_COUNTING_ROUTES.has(route);
}

/**
 * Read-your-writes across instances that share no memory: the answer to a client's successful write sets the
 * primary_until cookie (httpOnly, `windowMs` long), and while a request carries a live one, or is itself a write,
 * the reads a replica would serve go to the primary (read-context.ts). So a producer sees their save at once,
 * whichever instance answers next, while everyone else reads replicas that may be a moment behind. A client that
 * keeps no cookies (a bearer-token API client) reads the replicas right after its write.
 */
export function registerReadYourWrites(server: FastifyInstance, windowMs: number): void {
  // preHandler: the route handler runs inside done(), so the request's whole async work sees the choice.
  server.addHook('preHandler', (request, _reply, done) => {
    const primary = isUnsafeMethod(request.method) || primaryMarkerLive(cookieValue(request, PRIMARY_UNTIL_COOKIE), Date.now(), windowMs);
    runWithPrimaryReads(primary, done);
  });
  server.addHook('onSend', (request, reply, payload, done) => {
    if (isUnsafeMethod(request.method) && reply.statusCode < 400 && !countsTraffic(request)) {
      setCookie(reply, PRIMARY_UNTIL_COOKIE, String(Date.now() + windowMs), {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        // Whole seconds (Max-Age), never shorter than the marker.
        maxAge: Math.ceil(windowMs / 1000) * 1000,
      });
    }
    done(null, payload);
  });
}
