import { Inject, Injectable, Logger } from '@nestjs/common';
import { CALENDAR_IMPORT_MESSAGES, CALENDAR_SOURCE_FAILING_DAYS } from '@events/contracts/calendar-imports';
import { localDateOf } from '@events/domain/local-time';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { renderMailTemplate } from '../mail/mail-template.js';
import { MailService } from '../mail/mail.service.js';
import { HORIZON_MONTHS } from '../events/occurrences.service.js';
import { toAuthUser, UsersService } from '../users/users.service.js';
import { FeedFetchError, fetchFeed } from './calendar-fetcher.js';
import { CalendarImportsRepository, type SourceRow } from './calendar-imports.repository.js';
import { FeedImporter, type ImportRun } from './feed-importer.service.js';
import { FeedParseError, parseCalendarFeed } from './ical/parse-calendar-feed.js';
import { networksOf } from '../../common/security/public-address.js';
import { sourcePausedMail } from './source-paused-mail.js';

/** The first retry of a failing feed waits this long, each next one twice as long, up to a day. */
const FIRST_RETRY_MINUTES = 15;
const LONGEST_RETRY_MINUTES = 24 * 60;
/** How far ahead a feed's dates are read: the occurrence horizon, and a little more. */
const HORIZON_DAYS = HORIZON_MONTHS * 31;

const minutesLater = (now: Date, minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

/**
 * Syncs one calendar source (issue 30): fetches a feed (a file source reads its stored text), parses it, applies it
 * through FeedImporter and records how it went. One sync of a source at a time across instances (a claim on its
 * row). A fetch or parse failure is recorded in plain words and tried again later, each wait twice the one before;
 * a feed failing for 7 days is paused and its producer told by mail.
 */
@Injectable()
export class CalendarSyncService {
  private readonly logger = new Logger('CalendarSync');

  constructor(
    private readonly repository: CalendarImportsRepository,
    private readonly importer: FeedImporter,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Syncs a source unless another sync of it is under way (or, `dueOnly`, unless it is no longer due: the job's
   * syncs); answers whether this one ran.
   */
  async sync(id: number, options: { readonly dueOnly?: boolean } = {}): Promise<boolean> {
    const now = this.clock.now();
    if (!(await this.repository.claim(id, now, options.dueOnly ?? false))) return false;
    try {
      const source = await this.repository.source(id);
      if (source === null) return false;
      await this.syncClaimed(source, now);
      return true;
    } catch (error) {
      await this.repository.release(id);
      throw error;
    }
  }

  private async syncClaimed(source: SourceRow, now: Date): Promise<void> {
    const next = source.kind === 'feed' ? minutesLater(now, this.config.calendarImports.intervalMinutes) : null;
    try {
      const fetched = await this.read(source);
      if (fetched === 'not-modified') {
        // Nothing changed upstream: every event stands as it was, and so do the ones refused last time.
        const counts = { new: 0, updated: 0, unchanged: source.event_count, cancelled: 0, refused: source.refused.length };
        const validators = { etag: source.etag, lastModified: source.last_modified };
        const outcome = { counts, refused: source.refused, overQuota: source.over_quota };
        await this.repository.recordSync(source.id, now, { ...outcome, calendarName: null, ...validators, nextSyncAt: next });
        return;
      }
      const run = await this.runOf(source, now);
      if (run === null) return;
      const feed = parseCalendarFeed(fetched.text, { venueTimeZone: run.venue.time_zone, today: run.today, horizonDays: HORIZON_DAYS });
      const refusedByParser = feed.refused.map((refused) => ({ name: refused.name ?? refused.uid ?? '', reason: refused.reason }));
      const outcome = await this.importer.apply(run, feed.events, refusedByParser);
      await this.repository.recordSync(source.id, now, { ...outcome, calendarName: feed.calendarName, etag: fetched.etag, lastModified: fetched.lastModified, nextSyncAt: next });
    } catch (error) {
      if (!(error instanceof FeedFetchError || error instanceof FeedParseError)) throw error;
      await this.recordFailure(source, now, error.message);
    }
  }

  /** What an import of the source runs with at `now`: null when its venue is gone. */
  async runOf(source: SourceRow, now: Date): Promise<ImportRun | null> {
    const venue = await this.repository.importVenue(source.venue_id);
    if (venue === null) return null;
    const owner = toAuthUser(await this.users.findById(source.owner_id));
    return { source, owner, venue, today: localDateOf(now, venue.time_zone), now };
  }

  private async read(source: SourceRow): Promise<'not-modified' | { text: string; etag: string | null; lastModified: string | null }> {
    if (source.kind === 'file') {
      const text = await this.repository.sourceFile(source.id);
      return { text: text ?? '', etag: null, lastModified: null };
    }
    const fetched = await fetchFeed(
      source.address,
      { etag: source.etag, lastModified: source.last_modified },
      { allowedNetworks: networksOf(this.config.calendarImports.allowedNetworks), userAgent: `region-events/${this.config.version} (calendar import)` },
    );
    return fetched.kind === 'not-modified' ? 'not-modified' : fetched;
  }

  private async recordFailure(source: SourceRow, now: Date, message: string): Promise<void> {
    const wait = Math.min(FIRST_RETRY_MINUTES * 2 ** source.failures, LONGEST_RETRY_MINUTES);
    const paused = await this.repository.recordFailure(source.id, now, message, minutesLater(now, wait), `${CALENDAR_SOURCE_FAILING_DAYS} days`);
    if (!paused) return;
    try {
      const owner = await this.users.findById(source.owner_id);
      const mail = sourcePausedMail({ origin: this.config.publicUrl ?? '', address: source.address, venueId: source.venue_id, error: message });
      await this.mail.send({ to: owner.email, subject: mail.subject, ...(await renderMailTemplate(mail.template)) });
    } catch (error) {
      this.logger.warn({ err: error, sourceId: source.id }, `Could not tell the producer that a calendar feed was paused: ${CALENDAR_IMPORT_MESSAGES.pausedAfterFailures}`);
    }
  }
}
