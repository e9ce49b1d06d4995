import { addressesEndpoints } from '@events/contracts/addresses';
import { authEndpoints } from '@events/contracts/auth';
import type { Endpoint } from '@events/contracts/endpoint';
import { eventTypesEndpoints } from '@events/contracts/event-types';
import { eventsEndpoints } from '@events/contracts/events';
import { frontendEndpoints } from '@events/contracts/frontend';
import { savedEndpoints } from '@events/contracts/saved';
import { searchEndpoints } from '@events/contracts/search';
import { venuesEndpoints } from '@events/contracts/venues';

/**
 * The reads the service worker keeps for offline use (issue 32): the listings and details a visitor browses, the
 * categories their filters name, and what a signed-in user saved (the saved lists, each page's bookmark state, the
 * address book) with the user context and remote registry the pages need to start. Read at build time only
 * (rspack.config.ts), so the worker carries path patterns, not the contracts' schemas.
 */
export const OFFLINE_READS: readonly Endpoint[] = [
  searchEndpoints.events,
  searchEndpoints.venues,
  eventsEndpoints.detail,
  eventsEndpoints.ofVenue,
  venuesEndpoints.detail,
  eventTypesEndpoints.list,
  savedEndpoints.events,
  savedEndpoints.venues,
  savedEndpoints.eventState,
  savedEndpoints.venueState,
  addressesEndpoints.list,
  authEndpoints.userData,
  frontendEndpoints.remotes,
];

/**
 * The writes the worker queues when the network fails, to send when it returns (issue 32): the bookmark toggles, each
 * with the state it forces, so a request sent late (or twice) still leaves the state the user chose.
 */
export const QUEUED_WRITES: readonly Endpoint[] = [savedEndpoints.toggleEvent, savedEndpoints.toggleVenue];

/** A regular expression (source) matching a contract path as requested: `{id}` is one segment; the trailing slash may be left out. */
export function pathPattern(path: string): string {
  const escaped = path
    .replace(/\/+$/, '')
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return `^${escaped}/?$`;
}

/** The patterns of OFFLINE_READS' GET paths, for the worker's build. */
export function offlineReadPatterns(): string[] {
  return OFFLINE_READS.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => pathPattern(endpoint.path));
}

/** The patterns of QUEUED_WRITES' POST paths, for the worker's build. */
export function queuedWritePatterns(): string[] {
  return QUEUED_WRITES.filter((endpoint) => endpoint.method === 'POST').map((endpoint) => pathPattern(endpoint.path));
}
