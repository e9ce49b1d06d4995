import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { PUSH_MESSAGES } from '@events/contracts/push';
import { mayConnectTo, networksOf } from '../../common/security/public-address.js';

/**
 * The server posts to endpoints its users give (SSRF): unless PUSH_ALLOW_LOCAL_ENDPOINTS is on, an endpoint must be
 * https and name a public host (common/security/public-address.ts; no network is allow-listed for push). A literal
 * address or `localhost` is refused when the subscription is registered; a name is checked again when a
 * notification is sent, on the addresses it resolves to then (it may point at an inner address after registration).
 */

const NO_NETWORKS = networksOf([]);

/** Whether a URL's host is `localhost` (or under it) or a literal address that is not public. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && !mayConnectTo(host, NO_NETWORKS);
}

/** What is wrong with a subscription's endpoint for this server (a PUSH_MESSAGES text), or undefined when nothing is. */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | undefined {
  if (allowLocal) return undefined;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return PUSH_MESSAGES.endpointHttps;
  if (isLocalHost(url.hostname)) return PUSH_MESSAGES.endpointPrivate;
  return undefined;
}

/** The error of a name that resolves to an address that is not public. */
export class NonPublicAddressError extends Error {
  readonly code = 'EPUSHNOTPUBLIC';
}

/**
 * A DNS lookup for the push request's connection that fails when the name resolves to any address that is not
 * public, so a notification never reaches an inner host whatever the name points at when it is sent.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    if (addresses.length === 0 || addresses.some((entry) => !mayConnectTo(entry.address, NO_NETWORKS))) {
      callback(new NonPublicAddressError(`${hostname} resolves to an address that is not public`), '', 0);
      return;
    }
    const first = addresses[0] as LookupAddress;
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    else callback(null, first.address, first.family);
  });
};
