import { Injectable } from '@nestjs/common';
import {
  CALENDAR_IMPORT_MESSAGES,
  type CalendarFeedWrite,
  type CalendarSource,
  type CalendarSourceList,
  type UploadedCalendarFile,
} from '@events/contracts/calendar-imports';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { OccurrencesService } from '../events/occurrences.service.js';
import { ProducersService } from '../producers/producers.service.js';
import { CalendarImportsError } from './calendar-imports.errors.js';
import { CalendarImportsRepository, type LocalEditsRow, type SourceRow } from './calendar-imports.repository.js';
import { CalendarSyncService } from './calendar-sync.service.js';

/** An uploaded file that is an iCalendar calendar at all (the sync then reads it event by event). */
const looksLikeCalendar = (text: string): boolean => /^\uFEFF?\s*BEGIN:VCALENDAR\b/i.test(text);

function toCalendarSource(row: SourceRow, edits: readonly LocalEditsRow[]): CalendarSource {
  return {
    id: row.id,
    venueId: row.venue_id,
    kind: row.kind,
    address: row.address,
    calendarName: row.calendar_name,
    paused: row.paused,
    lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
    lastCounts: row.last_counts,
    lastError: row.last_error,
    refused: row.refused,
    upgradeUrl: row.over_quota ? PRODUCER_PATHS.subscription : null,
    eventCount: row.event_count,
    localEdits: edits.filter((edit) => edit.source_id === row.id).map((edit) => ({ eventId: edit.event_id, name: edit.name, fields: edit.local_fields })),
  };
}

/**
 * A venue's calendar sources (issue 30), for a producer managing the venue or a zeditor: list, connect a feed or
 * import a file (each synced at once, so the answer says how it went), sync now, pause or resume, remove. Another
 * producer's venue or source answers 404, as an unknown one does.
 */
@Injectable()
export class CalendarImportsService {
  constructor(
    private readonly repository: CalendarImportsRepository,
    private readonly sync: CalendarSyncService,
    private readonly producers: ProducersService,
    private readonly occurrences: OccurrencesService,
  ) {}

  async list(user: AuthUser, venueId: number): Promise<CalendarSourceList> {
    await this.assertManages(user, venueId);
    const rows = await this.repository.venueSources(venueId);
    const edits = await this.repository.localEdits(rows.map((row) => row.id));
    return { results: rows.map((row) => toCalendarSource(row, edits)) };
  }

  async addFeed(user: AuthUser, venueId: number, feed: CalendarFeedWrite): Promise<CalendarSource> {
    await this.assertManages(user, venueId);
    const id = await this.repository.insertSource(venueId, 'feed', feed.url, null, user.id);
    if (id === null) throw new RequestValidationError({ url: [CALENDAR_IMPORT_MESSAGES.alreadyConnected] });
    return this.syncAndRead(id);
  }

  async uploadFile(user: AuthUser, venueId: number, file: UploadedCalendarFile): Promise<CalendarSource> {
    await this.assertManages(user, venueId);
    const text = new TextDecoder('utf-8').decode(file.bytes);
    if (!looksLikeCalendar(text)) throw new RequestValidationError({ file: [CALENDAR_IMPORT_MESSAGES.notCalendar] });
    const id = await this.repository.insertSource(venueId, 'file', file.filename, text, user.id);
    return this.syncAndRead(id as number);
  }

  async syncNow(user: AuthUser, id: number): Promise<CalendarSource> {
    await this.ownSource(user, id);
    return this.syncAndRead(id);
  }

  async setPaused(user: AuthUser, id: number, paused: boolean): Promise<CalendarSource> {
    await this.ownSource(user, id);
    await this.repository.setPaused(id, paused);
    return this.read(id);
  }

  async remove(user: AuthUser, id: number, imported: 'keep' | 'unpublish'): Promise<void> {
    await this.ownSource(user, id);
    await this.repository.deleteSource(id, imported === 'unpublish', (tx, venueIds) => this.occurrences.refreshVenueCounts(tx, venueIds));
  }

  private async syncAndRead(id: number): Promise<CalendarSource> {
    await this.sync.sync(id);
    return this.read(id);
  }

  private async read(id: number): Promise<CalendarSource> {
    const row = await this.repository.source(id);
    if (row === null) throw new CalendarImportsError('source_not_found');
    return toCalendarSource(row, await this.repository.localEdits([id]));
  }

  private async assertManages(user: AuthUser, venueId: number): Promise<void> {
    if (!(await this.producers.canManageVenue(user, venueId))) throw new CalendarImportsError('venue_not_found');
  }

  private async ownSource(user: AuthUser, id: number): Promise<SourceRow> {
    const row = await this.repository.source(id);
    if (row === null || !(await this.producers.canManageVenue(user, row.venue_id))) throw new CalendarImportsError('source_not_found');
    return row;
  }
}
