import type { Context } from '@fedify/fedify';
import { Endpoints, Image, Organization } from '@fedify/vocab';
import type { VenueDetail } from '@events/contracts/venues';
import { escapeHtml } from '../../common/text/escape-html.js';

/** The keys an actor document names: the RSA key for HTTP signatures, the Multikeys for object proofs. */
export type ActorKeys = Awaited<ReturnType<Context<unknown>['getActorKeyPairs']>>;

/**
 * A published venue as an ActivityPub `Organization`: its handle is its slug, its page and image are its profile's
 * link and icon, and its summary is where it is and what it says of itself. Follows need no approval.
 */
export function venueActor(ctx: Context<unknown>, venue: VenueDetail, keys: ActorKeys): Organization {
  const identifier = String(venue.id);
  const where = [venue.shortAddress, venue.postalCode].filter((part) => part !== '').join(' ');
  return new Organization({
    id: ctx.getActorUri(identifier),
    preferredUsername: venue.slug,
    name: venue.name,
    summary: `<p>${escapeHtml(where)}</p>${venue.description}`,
    url: new URL(venue.absoluteUrl, ctx.canonicalOrigin),
    icon: venue.imagePrimary === null ? null : new Image({ url: new URL(venue.imagePrimary, ctx.canonicalOrigin), name: venue.name }),
    inbox: ctx.getInboxUri(identifier),
    outbox: ctx.getOutboxUri(identifier),
    followers: ctx.getFollowersUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    manuallyApprovesFollowers: false,
    discoverable: true,
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
  });
}
