import { Injectable } from '@nestjs/common';
import type { DistanceUnit } from '@events/contracts/reference';
import { DatabaseService } from '../../database/database.service.js';
import {
  type CalendarEvent,
  type CalendarEventRow,
  type CalendarOccurrence,
  type SpanishEventTexts,
  type SpanishEventTextsRow,
  toCalendarEvent,
  toSpanishEventTexts,
} from '../calendar/calendar-event.read-model.js';
import type { SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import type { RecentEvent } from './alert-candidates.js';
import {
  ALERT_SEARCHES_OF_USERS_SQL,
  ALERT_USERS_BATCH_SQL,
  CANCELLATIONS_TO_TELL_SQL,
  CANCELLED_EVENTS_SQL,
  CLAIM_DIGEST_SQL,
  EARLIEST_ALERT_SINCE_SQL,
  FEED_EVENTS_SQL,
  FEED_OCCURRENCES_SQL,
  FEED_SPANISH_TEXTS_SQL,
  FINISH_DIGEST_SQL,
  MARK_ALERTED_SQL,
  MARK_CANCELLATIONS_TOLD_SQL,
  MARK_SEEN_SQL,
  NEW_EVENTS_SQL,
  RECENT_EVENTS_SQL,
  RECORD_RUN_FAILURE_SQL,
  SEARCHES_BY_UNSUBSCRIBE_TOKENS_SQL,
  SEARCH_BY_FEED_TOKEN_SQL,
  SEARCH_WITH_OWNER_SQL,
  SETTLE_EMPTY_DIGEST_SQL,
  UNSUBSCRIBE_SQL,
  USER_ID_BY_EMAIL_SQL,
} from './alerts.queries.js';

export type AlertUser = {
  readonly id: number;
  readonly email: string | null;
  readonly distance_units: DistanceUnit;
  /** The language of the user's mails (users.language; null reads English). */
  readonly language: string | null;
  readonly settled: boolean;
};
export type SearchWithOwner = SavedSearchRow & { user_id: number; owner_email: string; owner_units: DistanceUnit; owner_language: string | null };
export type FeedSearch = SavedSearchRow & { user_id: number; owner_units: DistanceUnit; catalogue_generation: string };
/** A search a mail's unsubscribe link names, with its owner's saved language (null: none chosen). */
export type SearchName = { readonly id: number; readonly search_name: string; readonly owner_language: string | null };
/** The events listed for a search, and the time (its creation) a search no digest has covered limits their creation or change to. */
export type ListedEvents = { readonly searchId: number; readonly eventIds: readonly number[]; readonly changedAfter: Date | null };
/** Covered events of one digest: search id and event id pairs. */
export type SeenPair = { readonly searchId: number; readonly eventId: number };

@Injectable()
export class AlertsRepository {
  constructor(private readonly db: DatabaseService) {}

  findUsersBatch(afterUserId: number, limit: number, sendDay: string, onlyUserId: number | null = null): Promise<AlertUser[]> {
    return this.db.query<AlertUser[]>(ALERT_USERS_BATCH_SQL, [afterUserId, limit, sendDay, onlyUserId]);
  }

  async findUserIdByEmail(email: string): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }[]>(USER_ID_BY_EMAIL_SQL, [email]);
    return rows[0]?.id;
  }

  /**
   * The searches of these users with a channel on, e-mail (`is_active`) or push (one statement per batch of users),
   * each user's oldest first.
   */
  async findAlertSearches(userIds: readonly number[]): Promise<Map<number, SavedSearchRow[]>> {
    const bySearcher = new Map<number, SavedSearchRow[]>();
    if (userIds.length === 0) return bySearcher;
    const rows = await this.db.query<(SavedSearchRow & { user_id: number })[]>(ALERT_SEARCHES_OF_USERS_SQL, [[...userIds]]);
    for (const { user_id: userId, ...search } of rows) {
      const searches = bySearcher.get(userId) ?? [];
      searches.push(search);
      bySearcher.set(userId, searches);
    }
    return bySearcher;
  }

  async findSearchWithOwner(id: number): Promise<SearchWithOwner | undefined> {
    const rows = await this.db.query<SearchWithOwner[]>(SEARCH_WITH_OWNER_SQL, [id]);
    return rows[0];
  }

  /** On the primary: a revoked secret answers 404 from the moment it is revoked, whoever asks. */
  async findByFeedToken(token: string): Promise<FeedSearch | undefined> {
    const rows = await this.db.query<FeedSearch[]>(SEARCH_BY_FEED_TOKEN_SQL, [token]);
    return rows[0];
  }

  async findEarliestSince(): Promise<Date | null> {
    const rows = await this.db.query<{ since: Date | null }[]>(EARLIEST_ALERT_SINCE_SQL, []);
    return rows[0]?.since ?? null;
  }

  findRecentEvents(since: Date): Promise<RecentEvent[]> {
    return this.db.query<RecentEvent[]>(RECENT_EVENTS_SQL, [since]);
  }

  /** Of the events listed for the searches, those each search has not covered (search id -> event ids), in one statement. */
  async findNewEvents(lists: readonly ListedEvents[]): Promise<Map<number, Set<number>>> {
    const fresh = new Map<number, Set<number>>();
    const pairs = lists.flatMap((list) => list.eventIds.map((eventId) => ({ list, eventId })));
    if (pairs.length === 0) return fresh;
    const rows = await this.db.query<{ search_id: number; event_id: number }[]>(NEW_EVENTS_SQL, [
      pairs.map((pair) => pair.list.searchId),
      pairs.map((pair) => pair.eventId),
      pairs.map((pair) => pair.list.changedAfter),
    ]);
    for (const row of rows) {
      const ids = fresh.get(row.search_id) ?? new Set<number>();
      ids.add(row.event_id);
      fresh.set(row.search_id, ids);
    }
    return fresh;
  }

  /** Ids of the cancelled events a run can tell about (CANCELLED_EVENTS_SQL), soonest first. */
  async findCancelledEventIds(now: Date): Promise<number[]> {
    const rows = await this.db.query<{ id: number }[]>(CANCELLED_EVENTS_SQL, [now]);
    return rows.map((row) => row.id);
  }

  /** Of these searches and cancelled events, the pairs a digest covered and has not told cancelled yet. */
  async findCancellationsToTell(searchIds: readonly number[], cancelledIds: readonly number[]): Promise<SeenPair[]> {
    if (searchIds.length === 0 || cancelledIds.length === 0) return [];
    const rows = await this.db.query<{ search_id: number; event_id: number }[]>(CANCELLATIONS_TO_TELL_SQL, [[...searchIds], [...cancelledIds]]);
    return rows.map((row) => ({ searchId: row.search_id, eventId: row.event_id }));
  }

  /** True when this run took the user's digest of the day (new, or failed in an earlier run). */
  async claimDigest(userId: number, sendDay: string): Promise<boolean> {
    const rows = await this.db.query<{ user_id: number }[]>(CLAIM_DIGEST_SQL, [userId, sendDay]);
    return rows.length > 0;
  }

  /** The digest's mail was tried `attempts` times and refused; `reason` says why (mailFailureReason). */
  async recordFailure(userId: number, sendDay: string, attempts: number, eventCount: number, reason: string): Promise<void> {
    await this.db.query(FINISH_DIGEST_SQL, [userId, sendDay, 'failed', attempts, eventCount, reason.slice(0, 1000)]);
  }

  /** The digest failed outside its mail's tries (see RECORD_RUN_FAILURE_SQL); `reason` says why. */
  async recordRunFailure(userId: number, sendDay: string, reason: string): Promise<void> {
    await this.db.query(RECORD_RUN_FAILURE_SQL, [userId, sendDay, reason.slice(0, 1000)]);
  }

  /**
   * Settles a digest in one transaction: its row (sent, or empty when nothing was new), the events it covered, the
   * cancellations it told (`told`) and the searches' last alert time.
   */
  async settle(
    userId: number,
    sendDay: string,
    outcome: { readonly status: 'sent' | 'empty'; readonly attempts: number; readonly eventCount: number },
    searchIds: readonly number[],
    seen: readonly SeenPair[],
    at: Date,
    told: readonly SeenPair[] = [],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (outcome.status === 'sent') {
        await tx.query(FINISH_DIGEST_SQL, [userId, sendDay, 'sent', outcome.attempts, outcome.eventCount, null]);
      } else {
        await tx.query(SETTLE_EMPTY_DIGEST_SQL, [userId, sendDay]);
      }
      if (seen.length > 0) {
        await tx.query(MARK_SEEN_SQL, [seen.map((pair) => pair.searchId), seen.map((pair) => pair.eventId)]);
      }
      if (told.length > 0) {
        await tx.query(MARK_CANCELLATIONS_TOLD_SQL, [told.map((pair) => pair.searchId), told.map((pair) => pair.eventId), at]);
      }
      if (searchIds.length > 0) await tx.query(MARK_ALERTED_SQL, [[...searchIds], at]);
    });
  }

  /**
   * Covers searches outside a mail (those whose only channel is push), in one transaction: the events they listed
   * are seen and their last alert time moves to `at`.
   */
  async markCovered(searchIds: readonly number[], seen: readonly SeenPair[], at: Date): Promise<void> {
    if (searchIds.length === 0) return;
    await this.db.transaction(async (tx) => {
      if (seen.length > 0) await tx.query(MARK_SEEN_SQL, [seen.map((pair) => pair.searchId), seen.map((pair) => pair.eventId)]);
      await tx.query(MARK_ALERTED_SQL, [[...searchIds], at]);
    });
  }

  findByUnsubscribeTokens(tokens: readonly string[]): Promise<SearchName[]> {
    return this.db.query<SearchName[]>(SEARCHES_BY_UNSUBSCRIBE_TOKENS_SQL, [[...tokens]]);
  }

  unsubscribe(tokens: readonly string[]): Promise<SearchName[]> {
    return this.db.query<SearchName[]>(UNSUBSCRIBE_SQL, [[...tokens]]);
  }

  /** A feed's events; feeds may be a moment stale, so a read replica serves them when there is one. */
  async findFeedEvents(ids: readonly number[]): Promise<CalendarEvent[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.replicaReads.query<CalendarEventRow[]>(FEED_EVENTS_SQL, [[...ids]]);
    return rows.map(toCalendarEvent);
  }

  /** The producers' Spanish texts of a feed's events, by event id (a read replica serves them as it serves the events). */
  async findFeedSpanishTexts(ids: readonly number[]): Promise<Map<number, SpanishEventTexts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.replicaReads.query<(SpanishEventTextsRow & { id: number })[]>(FEED_SPANISH_TEXTS_SQL, [[...ids]]);
    return new Map(rows.map((row) => [row.id, toSpanishEventTexts(row)]));
  }

  async findFeedOccurrences(
    ids: readonly number[],
    firstDay: string,
    lastDay: string,
    limit: number,
  ): Promise<(CalendarOccurrence & { eventId: number })[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.replicaReads.query<{ event_id: number; starts_at: Date; ends_at: Date | null }[]>(FEED_OCCURRENCES_SQL, [
      [...ids],
      firstDay,
      lastDay,
      limit,
    ]);
    return rows.map((row) => ({ eventId: row.event_id, startsAt: row.starts_at, endsAt: row.ends_at }));
  }
}
