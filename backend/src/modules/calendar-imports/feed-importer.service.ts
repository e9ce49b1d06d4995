import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { CALENDAR_IMPORT_MESSAGES, type ImportCounts, type RefusedImport } from '@events/contracts/calendar-imports';
import { MERGE_PROPOSAL_MESSAGES } from '@events/contracts/merge-proposals';
import { IMAGE_MAX_BYTES } from '@events/contracts/media-constants';
import { type EventForm, type EventWriteParsed, eventWriteSchema, PUBLISHING_BLOCK_MESSAGES } from '@events/contracts/event-forms';
import type { LocalDate } from '@events/domain/local-time';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MediaService } from '../media/media.service.js';
import { fetchImage } from './calendar-fetcher.js';
import { EventFormsService } from '../events/event-forms.service.js';
import { EventWritesService } from '../events/event-writes.service.js';
import { CalendarImportsRepository, type NewSourceEvent, type SourceEventRow, type SourceRow } from './calendar-imports.repository.js';
import { MergeProposalsRepository, type ProposedImport } from './merge-proposals.repository.js';
import type { ParsedFeedEvent } from './ical/parse-calendar-feed.js';
import { feedValuesOf, type ImportVenue } from './feed-values.js';
import {
  changedGroups,
  GROUP_FIELDS,
  IMPORTED_GROUP_LABELS,
  type FeedEventKey,
  IMPORTED_IMAGE_LABEL,
  type ImportedGroup,
  type ImportedValues,
  importedValuesOf,
  type ImportRecord,
  localGroups,
  writtenDatesOf,
} from './import-fields.js';
import { networksOf } from '../../common/security/public-address.js';
import { seriesFromToday } from './series-from-today.js';

/** New events added by one bulk create: what the plan's room and the memory held between two records allow. */
const CREATE_SLICE = 500;

/** What the import keeps of a feed event it adds: how the feed names it, its name and its image's address. */
type AddedFeedEvent = FeedEventKey & Pick<ParsedFeedEvent, 'name' | 'imageUrl'>;

/** A feed event new to its source, checked and ready for the bulk create. */
type NewImport = { readonly parsed: AddedFeedEvent; readonly feed: ImportRecord['feed']; readonly payload: EventWriteParsed };

/** What one import did, event by event. */
export type ImportOutcome = { readonly counts: ImportCounts; readonly refused: readonly RefusedImport[]; readonly overQuota: boolean };

/** What an import is run with: the source, who it acts for, the venue, the day and instant it runs at. */
export type ImportRun = { readonly source: SourceRow; readonly owner: AuthUser; readonly venue: ImportVenue; readonly today: LocalDate; readonly now: Date };

/** Finds rows by the feed's names for an event: its UID first, else its fingerprint. */
function keyedLookup<R extends FeedEventKey>(rows: readonly R[]): (event: FeedEventKey) => R | undefined {
  const byUid = new Map(rows.filter((row) => row.uid !== null).map((row) => [row.uid as string, row]));
  const byFingerprint = new Map(rows.map((row) => [row.fingerprint, row]));
  return (event) => (event.uid === null ? undefined : byUid.get(event.uid)) ?? byFingerprint.get(event.fingerprint);
}

/** `base` with the fields of `groups` taken from `from`. */
function withGroups(base: ImportedValues, from: ImportedValues, groups: readonly ImportedGroup[]): ImportedValues {
  const values: Record<string, unknown> = { ...base };
  for (const group of groups) for (const field of GROUP_FIELDS[group]) values[field] = from[field];
  return values as ImportedValues;
}

/** The first message of a refused write, and whether it was the plan's limit. */
function refusalOf(error: RequestValidationError): { reason: string; overQuota: boolean } {
  const messages = Object.values(error.fieldErrors).flat();
  if (messages.includes(PUBLISHING_BLOCK_MESSAGES.upgrade)) return { reason: CALENDAR_IMPORT_MESSAGES.overQuota, overQuota: true };
  return { reason: messages[0] ?? CALENDAR_IMPORT_MESSAGES.notCalendar, overQuota: false };
}

class Tally {
  readonly counts = { new: 0, updated: 0, unchanged: 0, cancelled: 0, refused: 0 };
  readonly refused: RefusedImport[] = [];
  overQuota = false;

  refuse(name: string, reason: string, overQuota = false): void {
    this.counts.refused += 1;
    this.refused.push({ name, reason });
    this.overQuota ||= overQuota;
  }

  /** A write the event form refused: its first message, or the plan's limit in the import's words. */
  refuseWrite(name: string, error: RequestValidationError): void {
    const refusal = refusalOf(error);
    this.refuse(name, refusal.reason, refusal.overQuota);
  }
}

/**
 * Applies a parsed feed to the events of its source (issue 30), each through the event form's own writes, so an
 * import obeys what a typed event does: the checks, the plan's active-event limit, the occurrence expansion and
 * the search rows. An event is found again by its UID, else by its fingerprint; a field edited here since the last
 * sync is kept; an event the feed no longer lists is cancelled, never deleted; a likely duplicate of an event
 * already at the venue is not listed twice: it waits on the editor desk as a proposed merge, which an editor
 * decides with linkListed (merge) or addProposed (keep both).
 */
@Injectable()
export class FeedImporter {
  constructor(
    private readonly repository: CalendarImportsRepository,
    private readonly proposals: MergeProposalsRepository,
    private readonly writes: EventWritesService,
    private readonly forms: EventFormsService,
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(run: ImportRun, events: readonly ParsedFeedEvent[], refusedByParser: readonly RefusedImport[]): Promise<ImportOutcome> {
    const tally = new Tally();
    for (const refused of refusedByParser) tally.refuse(refused.name, refused.reason);
    const known = await this.repository.sourceEvents(run.source.id, run.now);
    const knownAs = keyedLookup(known);
    const waiting = await this.proposals.sourceProposals(run.source.id);
    const proposedAs = keyedLookup(waiting);
    const eventTypes = await this.repository.eventTypeNames();
    const seen = new Set<number>();
    const stillProposed: number[] = [];
    const added: NewImport[] = [];
    for (const parsed of events) {
      const existing = knownAs(parsed);
      const proposed = existing ? undefined : proposedAs(parsed);
      if (existing) seen.add(existing.event_id);
      const feed = feedValuesOf(parsed, run, eventTypes);
      if (feed === null) tally.refuse(parsed.name, CALENDAR_IMPORT_MESSAGES.noAddress);
      else if (existing) await this.update(run, existing, parsed, feed, tally);
      else if (proposed) {
        // Still waiting for an editor: reported as last time, and left as it was proposed.
        stillProposed.push(proposed.id);
        tally.refuse(proposed.refusal.name, proposed.refusal.reason);
      } else {
        const candidate = await this.newImport(run, parsed, feed, tally);
        if (candidate !== null) added.push(candidate);
        // Added a slice at a time as the feed is read, so a large feed's payloads and forms are never all held at once.
        if (added.length === CREATE_SLICE) await this.createSlice(run, added.splice(0), tally);
      }
    }
    if (added.length > 0) await this.createSlice(run, added, tally);
    for (const row of known) if (!seen.has(row.event_id) && row.status !== 'cancelled' && row.upcoming) await this.cancelRemoved(run, row, tally);
    if (stillProposed.length < waiting.length) await this.proposals.dropStale(run.source.id, stillProposed);
    return { counts: tally.counts, refused: tally.refused, overQuota: tally.overQuota };
  }

  /** The event form's payload of imported values; one the form refuses is tallied and answers null. */
  private payloadOf(run: ImportRun, name: string, values: ImportedValues, base: Partial<EventForm['values']>, tally: Tally): EventWriteParsed | null {
    const payload = eventWriteSchema.safeParse({ price: 'free', age_group: ['all_ages'], ...base, ...values, point_of_interest: run.venue.id });
    if (payload.success) return payload.data;
    tally.refuse(name, payload.error.issues[0]?.message ?? CALENDAR_IMPORT_MESSAGES.notCalendar);
    return null;
  }

  /** Writes an imported event's changes through the event form's edit; a refusal is tallied and answers null. */
  private async write(run: ImportRun, name: string, values: ImportedValues, base: Partial<EventForm['values']>, tally: Tally, id: number): Promise<EventForm | null> {
    const payload = this.payloadOf(run, name, values, base, tally);
    if (payload === null) return null;
    try {
      return await this.writes.update(run.owner, id, payload, run.now);
    } catch (error) {
      if (!(error instanceof RequestValidationError)) throw error;
      tally.refuseWrite(name, error);
      return null;
    }
  }

  /**
   * A feed event new to the source, ready to add: null when no date of it is left, or when it is a likely duplicate
   * of an event already at the venue (then proposed to the editor desk as a merge).
   */
  private async newImport(run: ImportRun, parsed: ParsedFeedEvent, feed: ImportRecord['feed'], tally: Tally): Promise<NewImport | null> {
    if (feed.series.every((entry) => seriesFromToday(entry, run.today) === null)) return null;
    const duplicate = await this.repository.likelyDuplicate(run.venue, parsed.firstStart, parsed.name, run.source.id);
    if (duplicate !== null) {
      const refusal = { name: parsed.name, reason: CALENDAR_IMPORT_MESSAGES.likelyDuplicate(duplicate.name) };
      await this.proposals.propose(run.source.id, duplicate.id, parsed, parsed.firstStart, { name: parsed.name, imageUrl: parsed.imageUrl, feed, refusal }, run.now);
      tally.refuse(refusal.name, refusal.reason);
      return null;
    }
    return this.candidateOf(run, parsed, feed, tally);
  }

  /** A feed event's create, with its dates from today: null when none is left or the form refuses it (tallied). */
  private candidateOf(run: ImportRun, parsed: AddedFeedEvent, feed: ImportRecord['feed'], tally: Tally): NewImport | null {
    const series = feed.series.map((entry) => seriesFromToday(entry, run.today)).filter((entry) => entry !== null);
    if (series.length === 0) return null;
    const payload = this.payloadOf(run, parsed.name, { ...feed, dates: writtenDatesOf(series) }, {}, tally);
    return payload === null ? null : { parsed, feed, payload };
  }

  /**
   * Keeps both (an editor's decision): adds the proposed feed event beside the listed one it looked like, as the
   * import would have. Answers its id; a refusal (no date left, the plan's limit) is bad input of the decision.
   */
  async addProposed(run: ImportRun, key: FeedEventKey, proposed: ProposedImport): Promise<number> {
    const tally = new Tally();
    const candidate = this.candidateOf(run, { ...key, name: proposed.name, imageUrl: proposed.imageUrl }, proposed.feed, tally);
    const [eventId] = candidate === null ? [] : await this.createSlice(run, [candidate], tally);
    if (eventId === undefined) throw new RequestValidationError({ decision: [tally.refused[0]?.reason ?? MERGE_PROPOSAL_MESSAGES.noDateLeft] });
    return eventId;
  }

  /**
   * Merges (an editor's decision): the listed event is the feed's from now on. It stays as it is, recorded as what
   * this import wrote, so the next sync changes only what the feed changes after today, and its image stands for
   * the feed's.
   */
  async linkListed(run: ImportRun, key: FeedEventKey, proposed: ProposedImport, eventId: number): Promise<void> {
    const form = await this.forms.getForm(eventId);
    const image = proposed.imageUrl === null ? undefined : { url: proposed.imageUrl, stored: form.imagePrimary };
    await this.repository.saveSourceEvent(run.source.id, eventId, key, { feed: proposed.feed, written: importedValuesOf(form.values), image }, []);
  }

  /** Adds new events by one bulk create, recording each (with its image); answers the ids of the events it added. */
  private async createSlice(run: ImportRun, added: readonly NewImport[], tally: Tally): Promise<number[]> {
    const records: NewSourceEvent[] = [];
    const outcomes = await this.writes.createMany(run.owner, added.map((entry) => entry.payload), run.now);
    for (const [index, outcome] of outcomes.entries()) {
      const { parsed, feed } = added[index] as NewImport;
      if ('error' in outcome) {
        tally.refuseWrite(parsed.name, outcome.error);
        continue;
      }
      const { form } = outcome;
      const image = parsed.imageUrl === null ? undefined : { url: parsed.imageUrl, stored: await this.importImage(form.id, parsed.imageUrl) };
      records.push({ eventId: form.id, key: parsed, record: { feed, written: importedValuesOf(form.values), image } });
    }
    await this.repository.saveNewSourceEvents(run.source.id, records);
    tally.counts.new += records.length;
    return records.map((entry) => entry.eventId);
  }

  private async update(run: ImportRun, row: SourceEventRow, parsed: ParsedFeedEvent, feed: ImportRecord['feed'], tally: Tally): Promise<void> {
    const record = row.imported;
    const changed = changedGroups(feed, record.feed);
    const imageChanged = parsed.imageUrl !== null && parsed.imageUrl !== record.image?.url;
    // The feed says what it said, and no one has touched the event since: nothing to read, nothing to write.
    if (changed.length === 0 && !imageChanged && row.untouched && row.uid === parsed.uid && row.fingerprint === parsed.fingerprint) {
      tally.counts.unchanged += 1;
      return;
    }
    const form = await this.forms.getForm(row.event_id);
    const current = importedValuesOf(form.values);
    const local = localGroups(current, record.written);
    const apply = changed.filter((group) => !local.includes(group));
    // An image changed here since the last sync (or added where the feed had none) is the producer's to keep.
    const imageLocal = parsed.imageUrl !== null && form.imagePrimary !== (record.image?.stored ?? null);
    const labels = [...local.map((group) => IMPORTED_GROUP_LABELS[group]), ...(imageLocal ? [IMPORTED_IMAGE_LABEL] : [])];
    const image = imageChanged && !imageLocal ? { url: parsed.imageUrl as string, stored: await this.importImage(row.event_id, parsed.imageUrl as string) } : record.image;
    if (apply.length === 0) {
      await this.repository.saveSourceEvent(run.source.id, row.event_id, parsed, { feed, written: record.written, image }, labels);
      tally.counts[image === record.image ? 'unchanged' : 'updated'] += 1;
      return;
    }
    const series = feed.series.map((entry) => seriesFromToday(entry, run.today)).filter((entry) => entry !== null);
    const incoming: ImportedValues = { ...feed, dates: writtenDatesOf(series) };
    // Date entries kept as they are keep their ids, so their first dates may stay in the past.
    const values = { ...withGroups(current, incoming, apply), dates: apply.includes('dates') ? incoming.dates : form.values.dates };
    const saved = await this.write(run, parsed.name, values, form.values, tally, row.event_id);
    if (saved === null) return;
    // What this sync wrote, except where the producer's edits stand: those stay compared with the last import.
    const written = withGroups(importedValuesOf(saved.values), record.written, local);
    await this.repository.saveSourceEvent(run.source.id, row.event_id, parsed, { feed, written, image }, labels);
    if (apply.includes('status') && feed.status === 'cancelled') tally.counts.cancelled += 1;
    else tally.counts.updated += 1;
  }

  /**
   * Sets an event's image from the feed's ATTACH, fetched under the feed's guard and processed as an upload is;
   * answers the stored image, or null when it could not be read (the event stays imported without it).
   */
  private async importImage(eventId: number, url: string): Promise<string | null> {
    try {
      const allowedNetworks = networksOf(this.config.calendarImports.allowedNetworks);
      const bytes = await fetchImage(url, { allowedNetworks, userAgent: `region-events/${this.config.version} (calendar import)`, maxBytes: IMAGE_MAX_BYTES });
      const filename = path.basename(new URL(url).pathname) || 'image';
      return (await this.media.setImage('event', eventId, { image: { filename, bytes } })).imagePrimary;
    } catch {
      return null;
    }
  }

  /** An event the feed no longer lists, with a date still to come: cancelled, so its visitors learn it. */
  private async cancelRemoved(run: ImportRun, row: SourceEventRow, tally: Tally): Promise<void> {
    const form = await this.forms.getForm(row.event_id);
    const saved = await this.write(run, form.values.name, { ...importedValuesOf(form.values), status: 'cancelled', dates: form.values.dates }, form.values, tally, row.event_id);
    if (saved === null) return;
    const record = row.imported;
    await this.repository.saveSourceEvent(
      run.source.id,
      row.event_id,
      { uid: row.uid, fingerprint: row.fingerprint },
      { feed: { ...record.feed, status: 'cancelled' }, written: { ...record.written, status: 'cancelled' }, image: record.image },
      [],
    );
    tally.counts.cancelled += 1;
  }
}
