import { z } from 'zod';
import { EDITOR_DESK } from './editor.js';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_ID, BAD_INPUT, NOT_EDITOR, NOT_FOUND } from './endpoint-errors.js';
import { idParamSchema, resultListSchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * Following venues from the fediverse (issue 33): every published venue is an ActivityPub actor that Mastodon and
 * its peers can follow with no account here. The actor documents, WebFinger and NodeInfo are ActivityPub's own
 * routes (backend/src/modules/federation); this contract is what the venue page shows of them.
 */

/** A venue's fediverse identity and audience, as its page shows them. */
export const venueFediverseSchema = z.object({
  /** The handle to follow, without the leading @: `bear-brewing-company@events.example.org`. */
  handle: z.string(),
  /** The actor document's address, what a remote instance's follow page is given. */
  actorUrl: z.string(),
  /** Fediverse accounts following the venue. */
  followers: z.number().int().nonnegative(),
});
export type VenueFediverse = z.infer<typeof venueFediverseSchema>;

/** Longest instance address the "Follow from Mastodon" form accepts (a host name, at most 253 characters, and a scheme). */
export const INSTANCE_MAX = 300;

export const FEDIVERSE_MESSAGES = {
  title: 'Follow from Mastodon',
  intro: 'Follow this venue from Mastodon or another fediverse server to see its events in your timeline. No account here is needed.',
  handleLabel: 'Handle',
  copyHandle: 'Copy handle',
  handleCopied: 'Handle copied.',
  followers: (count: number) => `${count} follower${count === 1 ? '' : 's'} on the fediverse`,
  instanceLabel: 'Your server',
  instanceHint: 'For example mastodon.social',
  follow: 'Follow',
  /** Said after the Follow button to screen readers: the server's page opens beside this one. */
  opensInNewTab: '(opens in a new tab)',
  /** The instance field: empty, or not a host name. */
  instanceInvalid: 'Enter the address of your server, for example mastodon.social.',
  /** The editor desk's page of blocked servers. */
  blocksTitle: 'Blocked fediverse servers',
  blocksIntro: 'A blocked server cannot follow venues, its followers are removed, and no activity is delivered to it any more.',
  blocksEmpty: 'No server is blocked.',
  blockLabel: 'Server to block',
  blockHint: 'Its domain, for example spam.example',
  block: 'Block',
  unblock: (domain: string) => `Unblock ${domain}`,
  blocked: (domain: string) => `${domain} is blocked.`,
  unblocked: (domain: string) => `${domain} is no longer blocked.`,
  blockedOn: (date: string) => `Blocked ${date}`,
  followersRemoved: (count: number) => `${count} follower${count === 1 ? '' : 's'} removed`,
  /** 400 `domain`: not a domain name. */
  domainInvalid: 'Enter a domain name such as spam.example.',
  loadFailed: 'Failed to load the blocked servers. Please try again.',
  saveFailed: 'Failed to save. Please try your request again.',
} as const;

/** Longest domain name (RFC 1035). */
export const DOMAIN_MAX = 253;
/** A domain name, or an IPv4 address (servers without a name exist too). */
const DOMAIN_PATTERN = /^((?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}|(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3})$/;

/** A remote server's domain as staff type it ("Spam.Example", "https://spam.example/"), lower-cased, without scheme or path. */
export const domainSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(DOMAIN_MAX + 10, FEDIVERSE_MESSAGES.domainInvalid)
  .transform((value) => value.toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/[/:].*$/, ''))
  .refine((value) => DOMAIN_PATTERN.test(value), FEDIVERSE_MESSAGES.domainInvalid);

export const blockDomainSchema = z.object({ domain: domainSchema });
export type BlockDomainBody = z.input<typeof blockDomainSchema>;
export const domainParamSchema = z.object({ domain: domainSchema });

/** A blocked server, when it was blocked, and how many followers it had then (all removed). */
export const blockedDomainSchema = z.object({ domain: z.string(), created: z.string(), followersRemoved: z.number().int() });
export type BlockedDomain = z.infer<typeof blockedDomainSchema>;
export const blockedDomainListSchema = resultListSchema(blockedDomainSchema);
export type BlockedDomainList = z.infer<typeof blockedDomainListSchema>;

/**
 * A host name (with an optional port) from what a visitor typed for their server: `mastodon.social`,
 * `https://mastodon.social/`, `@me@mastodon.social` or `me@mastodon.social`; null when it is none.
 */
export function instanceHostOf(input: string): string | null {
  const text = input.trim().replace(/^@?[^@\s/]+@/, '');
  if (text === '' || text.length > INSTANCE_MAX) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (!['https:', 'http:'].includes(url.protocol) || url.username !== '' || url.password !== '') return null;
    return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(url.hostname) ? url.host : null;
  } catch {
    return null;
  }
}

/** The remote-follow page of the visitor's server for an actor (Mastodon's authorize_interaction; others redirect it). */
export function remoteFollowUrl(host: string, handle: string): string {
  return `https://${host}/authorize_interaction?uri=${encodeURIComponent(`@${handle}`)}`;
}

const federation = endpointGroup({ tag: 'federation', access: PUBLIC, errors: { 400: BAD_ID, 404: NOT_FOUND } });
const blocks = endpointGroup({ tag: 'federation', access: EDITOR_DESK, errors: { 403: NOT_EDITOR } });
const BLOCKED_DOMAINS = '/events/api/v1/editor/fediverse/blocked-domains/';

export const federationEndpoints = {
  venueFediverse: federation.get('/events/api/v1/poi/{id}/fediverse/', {
    summary: "A published venue's fediverse handle, actor address and follower count",
    params: idParamSchema,
    response: venueFediverseSchema,
    responseDescription: 'The venue as a fediverse actor.',
  }),
  blockedDomains: blocks.get(BLOCKED_DOMAINS, {
    summary: 'The remote servers staff blocked, the last blocked first',
    response: blockedDomainListSchema,
    responseDescription: 'Every blocked server.',
  }),
  blockDomain: blocks.post(BLOCKED_DOMAINS, {
    summary: 'Blocks a remote server: its follows are refused, its followers removed, deliveries to it stop',
    body: blockDomainSchema,
    response: blockedDomainSchema,
    responseDescription: 'Blocked (blocking a blocked server again answers its block).',
    errors: { 400: BAD_INPUT },
  }),
  unblockDomain: blocks.delete('/events/api/v1/editor/fediverse/blocked-domains/{domain}/', {
    summary: 'Lifts the block of a remote server (its former followers must follow again)',
    params: domainParamSchema,
    errors: { 400: BAD_INPUT, 404: NOT_FOUND },
  }),
} as const;
