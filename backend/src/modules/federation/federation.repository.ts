import type { webcrypto } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service.js';
import { returnedRows } from '../../database/sql-executor.js';
import {
  ACTOR_KEYS_SQL,
  BLOCK_DOMAIN_SQL,
  BLOCKED_DOMAINS_SQL,
  CHANGED_EVENTS_SQL,
  DELETE_SENT_EVENT_SQL,
  DOMAIN_BLOCKED_SQL,
  FORGET_CHANGES_SQL,
  SENT_EVENT_SQL,
  UNBLOCK_DOMAIN_SQL,
  UPSERT_SENT_EVENT_SQL,
  ALL_FOLLOWERS_SQL,
  COUNT_FOLLOWERS_SQL,
  DELETE_FOLLOWER_SQL,
  FOLLOWERS_PAGE_SQL,
  INSERT_ACTOR_KEYS_SQL,
  NODEINFO_USAGE_SQL,
  PUBLISHED_VENUE_ACTOR_SQL,
  UPSERT_FOLLOWER_SQL,
} from './federation.queries.js';

/** A published venue as an actor is named: its id (the actor's identifier) and slug (its handle). */
export type VenueActorRow = { readonly id: number; readonly slug: string };

/** A venue's key pairs as stored (JWKs). */
export type ActorKeysRow = {
  readonly rsa_public: webcrypto.JsonWebKey;
  readonly rsa_private: webcrypto.JsonWebKey;
  readonly ed25519_public: webcrypto.JsonWebKey;
  readonly ed25519_private: webcrypto.JsonWebKey;
};

/** A remote actor following a venue, and where activities for it go. */
export type FollowerRow = { readonly actor_uri: string; readonly inbox: string; readonly shared_inbox: string | null; readonly created?: Date };

/** A blocked remote server. */
export type BlockedDomainRow = { readonly domain: string; readonly followers_removed: number; readonly created: Date };

/** An event changed since the deliveries job last ran, and its last change. */
export type ChangedEventRow = { readonly event_id: number; readonly last_change: string };

/** What the followers were last sent of an event. */
export type SentEventRow = { readonly event_id: number; readonly venue_id: number; readonly slug: string; readonly fingerprint: string };

export type NewFollower = {
  readonly actorUri: string;
  readonly inbox: string;
  readonly sharedInbox: string | null;
  readonly followUri: string;
  readonly domain: string;
};

@Injectable()
export class FederationRepository {
  constructor(private readonly db: DatabaseService) {}

  /** The published venue of id `id` or of slug `slug`. */
  async findPublishedVenue(id: number | null, slug: string | null): Promise<VenueActorRow | undefined> {
    const rows = await this.db.query<VenueActorRow[]>(PUBLISHED_VENUE_ACTOR_SQL, [id, slug]);
    return rows[0];
  }

  async findKeys(venueId: number): Promise<ActorKeysRow | undefined> {
    const rows = await this.db.query<ActorKeysRow[]>(ACTOR_KEYS_SQL, [venueId]);
    return rows[0];
  }

  /** Stores a venue's first key pairs unless it has some; the caller reads them back (another instance may have won). */
  async insertKeys(venueId: number, keys: ActorKeysRow): Promise<void> {
    await this.db.query(INSERT_ACTOR_KEYS_SQL, [
      venueId,
      JSON.stringify(keys.rsa_public),
      JSON.stringify(keys.rsa_private),
      JSON.stringify(keys.ed25519_public),
      JSON.stringify(keys.ed25519_private),
    ]);
  }

  async addFollower(venueId: number, follower: NewFollower, at: Date): Promise<void> {
    await this.db.query(UPSERT_FOLLOWER_SQL, [venueId, follower.actorUri, follower.inbox, follower.sharedInbox, follower.followUri, follower.domain, at]);
  }

  async removeFollower(venueId: number, actorUri: string): Promise<void> {
    await this.db.query(DELETE_FOLLOWER_SQL, [venueId, actorUri]);
  }

  async countFollowers(venueId: number): Promise<number> {
    const rows = await this.db.query<{ total: number }[]>(COUNT_FOLLOWERS_SQL, [venueId]);
    return rows[0]?.total ?? 0;
  }

  followersPage(venueId: number, after: { readonly created: Date; readonly actorUri: string } | null, limit: number): Promise<FollowerRow[]> {
    return this.db.query<FollowerRow[]>(FOLLOWERS_PAGE_SQL, [venueId, after?.created ?? null, after?.actorUri ?? null, limit]);
  }

  allFollowers(venueId: number): Promise<FollowerRow[]> {
    return this.db.query<FollowerRow[]>(ALL_FOLLOWERS_SQL, [venueId]);
  }

  async usage(): Promise<{ readonly venues: number; readonly events: number }> {
    const rows = await this.db.query<{ venues: number; events: number }[]>(NODEINFO_USAGE_SQL);
    return rows[0] ?? { venues: 0, events: 0 };
  }

  /** Whether a host's server is blocked: the host itself (port aside) or a domain it belongs to. */
  async isBlocked(host: string): Promise<boolean> {
    const parts = host.toLowerCase().replace(/:\d+$/, '').split('.');
    const domains = parts.slice(0, -1).map((_, i) => parts.slice(i).join('.'));
    const rows = await this.db.query<{ blocked: boolean }[]>(DOMAIN_BLOCKED_SQL, [domains]);
    return rows[0]?.blocked === true;
  }

  blockedDomains(): Promise<BlockedDomainRow[]> {
    return this.db.query<BlockedDomainRow[]>(BLOCKED_DOMAINS_SQL);
  }

  async blockDomain(domain: string, by: number, at: Date): Promise<BlockedDomainRow> {
    const rows = await this.db.query<BlockedDomainRow[]>(BLOCK_DOMAIN_SQL, [domain, by, at]);
    return rows[0] as BlockedDomainRow;
  }

  async unblockDomain(domain: string): Promise<boolean> {
    return returnedRows(await this.db.query(UNBLOCK_DOMAIN_SQL, [domain])).length > 0;
  }

  changedEvents(limit: number): Promise<ChangedEventRow[]> {
    return this.db.query<ChangedEventRow[]>(CHANGED_EVENTS_SQL, [limit]);
  }

  async forgetChanges(eventId: number, lastChange: string): Promise<void> {
    await this.db.query(FORGET_CHANGES_SQL, [eventId, lastChange]);
  }

  async sentEvent(eventId: number): Promise<SentEventRow | undefined> {
    return (await this.db.query<SentEventRow[]>(SENT_EVENT_SQL, [eventId]))[0];
  }

  async recordSent(event: SentEventRow, at: Date): Promise<void> {
    await this.db.query(UPSERT_SENT_EVENT_SQL, [event.event_id, event.venue_id, event.slug, event.fingerprint, at]);
  }

  async forgetSent(eventId: number): Promise<void> {
    await this.db.query(DELETE_SENT_EVENT_SQL, [eventId]);
  }
}
