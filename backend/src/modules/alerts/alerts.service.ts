import { TZDate } from '@date-fns/tz';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventCard } from '@events/contracts/events';
import { Clock } from '../../common/clock/clock.js';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService } from '../../database/database.service.js';
import { EventCardsService } from '../cards/event-cards.service.js';
import { renderMailTemplate } from '../mail/mail-template.js';
import { mailFailureReason } from '../mail/mail-failure.js';
import { MailService } from '../mail/mail.service.js';
import type { SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import { type KeywordMatches, type ListingCache, SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { SearchService } from '../search/search.service.js';
import { todayIn } from '../search/search-criteria.js';
import { candidatesOf, lookbackStart, type RecentEvent } from './alert-candidates.js';
import { cancellationsOf, type CancellationsSection } from './alert-cancellations.js';
import { backgroundLane, type BackgroundLane, runPool, sendWithRetries } from './alert-delivery.js';
import { runKeywordMatches, runListingCache } from './alert-listings.js';
import { composeDigestMail, sectionOf, type DigestSection } from './alert-mail.js';
import { jobOrigin } from './alert-origin.js';
import { AlertPushesService, type PushTotals, type SearchNews } from './alert-pushes.service.js';
import { AlertsRepository, type AlertUser, type SeenPair } from './alerts.repository.js';
import type { PushTarget } from '../push/push-delivery.service.js';

/**
 * The job's name (alerts.scheduler.ts) and lock name (DatabaseService.withJobLock): the lock keeps `npm run alerts:send`,
 * which runs outside the job engine, and the engine's run from walking the users at once; the later one skips.
 */
export const ALERT_JOB_NAME = 'saved-search-alerts';
/** Users read per step of the walk: the job holds one batch of users, never all of them. */
const USER_BATCH = 100;
/** Events of one search the job looks at per run (listing order, soonest first). */
export const MATCHES_PER_SEARCH = 50;
/** A run keeps at most this many distinct listings, holding at most RUN_LISTED_EVENTS events (alert-listings.ts). */
const RUN_LISTINGS = 20_000;
const RUN_LISTED_EVENTS = 20_000;
/** Keywords whose matches among the new events a run keeps, and the most matches a keyword may have to narrow them. */
const RUN_KEYWORDS = 20_000;
const KEYWORD_MATCHES = 20_000;
/** Users whose push notifications are being sent at once, beside the mails (alert-pushes.service.ts). */
const PUSH_CONCURRENCY = 4;

export type DigestRunResult = {
  /** False before the send hour, or when another instance holds the job. */
  readonly ran: boolean;
  readonly sendDay: string;
  readonly users: number;
  readonly mailsSent: number;
  readonly mailsFailed: number;
  readonly nothingNew: number;
  /** Push notifications a push service accepted, and those it refused or never answered (issue 32). */
  readonly pushesSent: number;
  readonly pushesFailed: number;
};

type Totals = { users: number; mailsSent: number; mailsFailed: number; nothingNew: number } & PushTotals;

/**
 * What every digest of a run shares: its day and time, its new events, the cancelled events it can tell about, its
 * listings and keyword matches (alert-listings.ts).
 */
type DigestRun = {
  readonly sendDay: string;
  readonly now: Date;
  readonly recent: readonly RecentEvent[];
  readonly cancelled: readonly number[];
  readonly listings: ListingCache;
  readonly keywordMatches: KeywordMatches;
  /** The devices each search of the batch pushes to, and the lane the users' notifications go out on. */
  readonly devices: ReadonlyMap<number, readonly PushTarget[]>;
  readonly pushLane: BackgroundLane;
};

/** Message-ID of a user's digest of a day: the idempotency key a mail server can also drop a duplicate by. */
export function digestMessageId(userId: number, sendDay: string, origin: string): string {
  return `<alerts-${userId}-${sendDay}@${new URL(origin).hostname}>`;
}

/**
 * The daily saved-search digest (issue 18): from the send hour (region time) on, each user with an active search
 * gets at most one mail a day listing, per search, the events that match it and that no earlier digest covered.
 * Users are walked in batches; each search runs the listing's own query (SavedSearchesService.upcomingEvents)
 * limited to its candidate events (alert-candidates.ts: the events created, changed in what it matches, or newly in
 * range since its last digest),
 * once per run for searches that ask the same listing of the same candidates (alert-listings.ts). A cancelled event
 * is never announced (the listing shows it, labelled, until its date); an event a search announced earlier and that is
 * cancelled since is told once, in the next digest (issue 30).
 * A digest row per user and day is taken before sending and settled after: a sent digest is never sent again, a
 * failed one is tried again by the next run, and the events of a failed digest stay new.
 * A search's channels are e-mail (its `is_active` switch) and push (the devices it pushes to, issue 32): the mail
 * lists the searches with e-mail on; each device gets a notification per search with new events, sent after the
 * user's mail on a lane of its own (alert-pushes.service.ts), so push never holds up or stops a mail, and a mail
 * that fails never sends a notification twice.
 */
@Injectable()
export class AlertsService {
  private readonly logger = new Logger('Alerts');

  constructor(
    private readonly repository: AlertsRepository,
    private readonly savedSearches: SavedSearchesService,
    private readonly search: SearchService,
    private readonly cards: EventCardsService,
    private readonly mail: MailService,
    private readonly pushes: AlertPushesService,
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * One run of the job at `now`, through the job lock (one run at a time); `onlyUserId` limits it to one
   * user's digest (alerts:send --email).
   */
  async runDigestJob(now: Date = this.clock.now(), onlyUserId: number | null = null): Promise<DigestRunResult> {
    const sendDay = todayIn(REGION_TIME_ZONE, now);
    const idle = { ran: false, sendDay, users: 0, mailsSent: 0, mailsFailed: 0, nothingNew: 0, pushesSent: 0, pushesFailed: 0 };
    if (new TZDate(now.getTime(), REGION_TIME_ZONE).getHours() < this.config.alerts.sendHour) return idle;
    const result = await this.db.withJobLock(ALERT_JOB_NAME, () => this.sendDigests(sendDay, now, onlyUserId));
    return result.ran ? result.value : idle;
  }

  /**
   * What a digest of these searches tells cancelled (alert-cancellations.ts): the events among `cancelledIds`
   * (CANCELLED_EVENTS_SQL, soonest first) that one of them announced and has not told cancelled yet.
   */
  async cancellationsToTell(
    searches: readonly SavedSearchRow[],
    cancelledIds: readonly number[],
  ): Promise<{ readonly section: CancellationsSection | null; readonly told: readonly SeenPair[] }> {
    const pairs = await this.repository.findCancellationsToTell(searches.map((search) => search.id), cancelledIds);
    if (pairs.length === 0) return { section: null, told: [] };
    const toTell = new Set(pairs.map((pair) => pair.eventId));
    const cards = await this.cards.findCardsByIds(cancelledIds.filter((id) => toTell.has(id)));
    return cancellationsOf(pairs, cards, searches);
  }

  /** The user id of an account's e-mail address, if there is one. */
  findUserId(email: string): Promise<number | undefined> {
    return this.repository.findUserIdByEmail(email);
  }

  private async sendDigests(sendDay: string, now: Date, onlyUserId: number | null): Promise<DigestRunResult> {
    const totals: Totals = { users: 0, mailsSent: 0, mailsFailed: 0, nothingNew: 0, pushesSent: 0, pushesFailed: 0 };
    const pushLane = backgroundLane(PUSH_CONCURRENCY);
    // The run's new events, read once: every search's candidates are a slice of them (alert-candidates.ts).
    const recent = await this.repository.findRecentEvents(lookbackStart(await this.repository.findEarliestSince(), now));
    const cancelled = await this.repository.findCancelledEventIds(now);
    const listings = runListingCache(RUN_LISTINGS, RUN_LISTED_EVENTS);
    const keywordMatches = runKeywordMatches(
      recent.map((event) => event.id),
      (keyword) => this.search.keywordEventIds(keyword, KEYWORD_MATCHES),
      RUN_KEYWORDS,
    );
    try {
      let after = 0;
      for (;;) {
        const batch = await this.repository.findUsersBatch(after, USER_BATCH, sendDay, onlyUserId);
        const last = batch[batch.length - 1];
        if (last === undefined) break;
        after = last.id;
        const due = batch.filter((user): user is AlertUser & { readonly email: string } => !user.settled && user.email !== null);
        const searches = await this.repository.findAlertSearches(due.map((user) => user.id));
        const devices = await this.pushes.devicesOf([...searches.values()].flat().map((search) => search.id));
        const run: DigestRun = { sendDay, now, recent, cancelled, listings, keywordMatches, devices, pushLane };
        await runPool(due, this.config.alerts.mailConcurrency, async (user) => {
          try {
            await this.digestOfUser(user, searches.get(user.id) ?? [], run, totals);
          } catch (error) {
            totals.mailsFailed++;
            this.logger.error({ err: error, userId: user.id }, 'Saved-search digest failed');
            // Recorded with its cause, so a failed digest never goes unexplained (and the next run takes it again).
            await this.repository.recordRunFailure(user.id, sendDay, mailFailureReason(error)).catch((recordError: unknown) => {
              this.logger.error({ err: recordError, userId: user.id }, 'Saved-search digest failure not recorded');
            });
          }
        });
      }
    } finally {
      // The job's lock is held until the last notification is settled, whatever became of the walk.
      await pushLane.idle();
    }
    this.logger.log({ sendDay, ...totals }, 'Saved-search digests done');
    return { ran: true, sendDay, ...totals };
  }

  private async digestOfUser(
    user: AlertUser & { readonly email: string },
    searches: readonly SavedSearchRow[],
    run: DigestRun,
    totals: Totals,
  ): Promise<void> {
    const { sendDay, now } = run;
    totals.users++;
    const listed: { readonly search: SavedSearchRow; readonly cards: readonly EventCard[] }[] = [];
    for (const search of searches) {
      const candidates = candidatesOf(search, run.recent, now);
      if (candidates === null) continue;
      const options = { units: user.distance_units, count: MATCHES_PER_SEARCH, candidates, cache: run.listings, keywordMatches: run.keywordMatches };
      // The listing shows a cancelled event until its date; a digest never announces it (nor covers it, so an event
      // that goes ahead after all is announced then).
      const cards = await this.savedSearches.upcomingEvents(search, options, now);
      listed.push({ search, cards: cards.filter((card) => card.status !== 'cancelled') });
    }
    const fresh = await this.repository.findNewEvents(
      listed.map(({ search, cards }) => ({
        searchId: search.id,
        eventIds: cards.map((card) => card.id),
        changedAfter: search.last_alerted === null ? search.created : null,
      })),
    );
    const sections: DigestSection[] = [];
    const seen: SeenPair[] = [];
    const news: SearchNews[] = [];
    const cardsOf = new Map(listed.map(({ search, cards }) => [search.id, cards]));
    for (const search of searches) {
      const cards = cardsOf.get(search.id) ?? [];
      const events = cards.filter((card) => fresh.get(search.id)?.has(card.id) === true);
      news.push({ search, listed: cards, fresh: events });
      if (!search.is_active) continue;
      for (const card of cards) seen.push({ searchId: search.id, eventId: card.id });
      if (events.length > 0) sections.push(sectionOf(search, events, sendDay, user.language));
    }
    try {
      await this.mailDigest(user, searches.filter((search) => search.is_active), sections, seen, run, totals);
    } finally {
      // After the mail, whatever became of it: the delivery rows keep each notification to one a day.
      const origin = jobOrigin(this.config);
      run.pushLane.add(() => this.pushes.announce(news, run.devices, { sendDay, now, origin, language: user.language }, totals));
    }
  }

  /** The user's mail of the day for the searches with e-mail on: its new events and the cancellations to tell. */
  private async mailDigest(
    user: AlertUser & { readonly email: string },
    searches: readonly SavedSearchRow[],
    sections: readonly DigestSection[],
    seen: readonly SeenPair[],
    run: DigestRun,
    totals: Totals,
  ): Promise<void> {
    const { sendDay, now } = run;
    const searchIds = searches.map((search) => search.id);
    const cancellations = await this.cancellationsToTell(searches, run.cancelled);
    if (sections.length === 0 && cancellations.section === null) {
      await this.repository.settle(user.id, sendDay, { status: 'empty', attempts: 0, eventCount: 0 }, searchIds, seen, now);
      totals.nothingNew++;
      return;
    }
    if (!(await this.repository.claimDigest(user.id, sendDay))) return;
    const origin = jobOrigin(this.config);
    const digest = composeDigestMail({
      origin,
      units: user.distance_units,
      supportAddress: this.config.mail.supportAddress,
      sections,
      cancellations: cancellations.section,
      language: user.language,
    });
    const { html, text } = await renderMailTemplate(digest.template);
    const told = cancellations.section?.events.length ?? 0;
    const eventCount = sections.reduce((sum, section) => sum + section.events.length + section.moreCount, told);
    const outcome = await sendWithRetries(
      () => this.mail.send({ to: user.email, subject: digest.subject, text, html, headers: digest.headers, messageId: digestMessageId(user.id, sendDay, origin) }),
      { attempts: this.config.alerts.mailAttempts, delayMs: this.config.alerts.retryDelayMs },
    );
    if (outcome.ok) {
      await this.repository.settle(user.id, sendDay, { status: 'sent', attempts: outcome.attempts, eventCount }, searchIds, seen, now, cancellations.told);
      totals.mailsSent++;
    } else {
      await this.repository.recordFailure(user.id, sendDay, outcome.attempts, eventCount, mailFailureReason(outcome.error));
      totals.mailsFailed++;
    }
  }
}
