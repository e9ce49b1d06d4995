import { Injectable } from '@nestjs/common';
import { EVENT_FORM_MESSAGES, PUBLISHING_BLOCK_MESSAGES, visibleTextOf, type EventForm, type EventWriteParsed } from '@events/contracts/event-forms';
import type { FieldErrors } from '@events/contracts/lists';
import { VALIDATION } from '@events/contracts/messages';
import { localDateOf } from '@events/domain/local-time';
import { slugify } from '@events/domain/slug';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { isCatalogueEditor, ProducersService } from '../producers/producers.service.js';
import { UsersService } from '../users/users.service.js';
import { sanitizeDescription, sanitizeOptionalDescription } from './description-sanitizer.js';
import { checkDateEntries, firstDateOf, venueHoursDates, type CheckedDate } from './event-date-rules.js';
import { EventFormsService } from './event-forms.service.js';
import { EventWritesRepository, type EventColumns, type WriteVenue } from './event-writes.repository.js';
import { EventsError } from './events.errors.js';
import { matchedFieldsChanged } from './matched-fields.js';
import { OccurrencesService } from './occurrences.service.js';
import { WriteLookups } from './write-lookups.js';

/** Staff, zeditors and superusers are never held by a quota (spec section 6). */
/** Editor Tools: only catalogue editors set recertify; anyone else's write keeps what is stored (false for a new event). */
function withEditorRecertify(user: AuthUser, columns: EventColumns, stored: boolean): EventColumns {
  return isCatalogueEditor(user) ? columns : { ...columns, recertify: stored };
}

function quotaExempt(user: AuthUser): boolean {
  return user.isStaff || isCatalogueEditor(user);
}

/** The plan's block on one more active event at a venue that has `active`. */
function publishingBlock(active: number): RequestValidationError {
  return new RequestValidationError({ point_of_interest: [PUBLISHING_BLOCK_MESSAGES.activeEvents(active), PUBLISHING_BLOCK_MESSAGES.upgrade] });
}

/** What a bulk create answers for each payload, in order: the event's form, or why it was not added. */
export type CreateOutcome = { readonly form: EventForm } | { readonly error: RequestValidationError };

/** Events a bulk create adds per transaction: the locks are held for one batch, never for a whole import. */
const CREATE_BATCH = 250;

/** What a write has checked before its transaction. */
type PreparedWrite = { venue: WriteVenue; columns: EventColumns; dates: CheckedDate[]; activeLimit: number | null };

/**
 * Adds, replaces and deletes events (spec section 7: add-event, edit-event, delete). Who may: ProducersService
 * (a producer the venues they manage, zeditors and superusers any); an event the user may not manage answers 404.
 * Each write is one transaction holding, in this order, the occurrence-write lock, the venue row (the quota
 * count) and the event row, and it rewrites the event's occurrences, search rows and venue counts before it
 * commits: a saved event is searchable at once, and a failed one leaves nothing behind.
 */
@Injectable()
export class EventWritesService {
  constructor(
    private readonly repository: EventWritesRepository,
    private readonly occurrences: OccurrencesService,
    private readonly producers: ProducersService,
    private readonly users: UsersService,
    private readonly forms: EventFormsService,
    private readonly staffActions: StaffActionsService,
    private readonly clock: Clock,
  ) {}

  async create(user: AuthUser, payload: EventWriteParsed, now: Date = this.clock.now()): Promise<EventForm> {
    const prepared = await this.prepare(user, payload, null, now);
    const id = await this.repository.transaction(async (manager) => {
      await this.lockForWrite(manager, user, prepared, 0, now);
      const eventId = await this.repository.insertEvent(manager, withEditorRecertify(user, prepared.columns, false), now);
      await this.repository.replaceDates(manager, eventId, prepared.dates);
      await this.occurrences.rewriteEventInTransaction(manager, eventId, prepared.venue.timeZone, [prepared.venue.id], now);
      // The Editor Report counts catalogue editors' writes; the record commits with the write or not at all.
      if (isCatalogueEditor(user)) await this.staffActions.record({ action: 'event_create', actorId: user.id, venueId: prepared.venue.id, eventId }, manager);
      return eventId;
    });
    return this.forms.getForm(id);
  }

  /**
   * Adds many events for one user (an import), as `create` adds each: the same checks and the same limit, with the
   * checks' reads made once, and the locks, the expansion and the venue counts once per batch of CREATE_BATCH. A
   * payload that fails its checks, or finds no room left under the plan's limit, answers its error; the others go
   * ahead.
   */
  async createMany(user: AuthUser, payloads: readonly EventWriteParsed[], now: Date = this.clock.now()): Promise<CreateOutcome[]> {
    const outcomes: CreateOutcome[] = [];
    const lookups = new WriteLookups();
    const prepared: { readonly index: number; readonly write: PreparedWrite }[] = [];
    for (const [index, payload] of payloads.entries()) {
      try {
        prepared.push({ index, write: await this.prepare(user, payload, null, now, lookups) });
      } catch (error) {
        if (!(error instanceof RequestValidationError)) throw error;
        outcomes[index] = { error };
      }
    }
    for (let start = 0; start < prepared.length; start += CREATE_BATCH) {
      const batch = prepared.slice(start, start + CREATE_BATCH);
      const created = await this.repository.transaction((manager) => this.insertBatch(manager, user, batch, outcomes, now));
      const forms = await this.forms.getForms(created.map((entry) => entry.id));
      for (const entry of created) outcomes[entry.index] = { form: forms.get(entry.id) as EventForm };
    }
    return outcomes;
  }

  /**
   * One batch of a bulk create in its transaction, locks in the house order (occurrence writes, then the venues by
   * id): each venue's room under the limit counted once, then taken in the payloads' order. Answers what it added;
   * a payload refused here gets its outcome.
   */
  private async insertBatch(
    manager: SqlExecutor,
    user: AuthUser,
    batch: readonly { readonly index: number; readonly write: PreparedWrite }[],
    outcomes: CreateOutcome[],
    now: Date,
  ): Promise<{ index: number; id: number; timeZone: string }[]> {
    await this.occurrences.lockOccurrenceWrites(manager);
    const active = new Map<number, number | null>();
    for (const venueId of [...new Set(batch.map((entry) => entry.write.venue.id))].sort((a, b) => a - b)) {
      const venue = await this.repository.lockVenue(manager, venueId);
      const limited = batch.some((entry) => entry.write.venue.id === venueId && entry.write.activeLimit !== null);
      active.set(venueId, venue === null ? -1 : limited && !quotaExempt(user) ? await this.repository.countActiveEvents(manager, venueId, 0, now) : null);
    }
    const created: { index: number; id: number; timeZone: string }[] = [];
    for (const { index, write } of batch) {
      const count = active.get(write.venue.id) ?? null;
      if (count === -1) {
        outcomes[index] = { error: new RequestValidationError({ point_of_interest: [EVENT_FORM_MESSAGES.unknownVenue] }) };
        continue;
      }
      if (count !== null && write.activeLimit !== null) {
        if (count >= write.activeLimit) {
          outcomes[index] = { error: publishingBlock(count) };
          continue;
        }
        active.set(write.venue.id, count + 1);
      }
      const id = await this.repository.insertEvent(manager, withEditorRecertify(user, write.columns, false), now);
      await this.repository.replaceDates(manager, id, write.dates);
      if (isCatalogueEditor(user)) await this.staffActions.record({ action: 'event_create', actorId: user.id, venueId: write.venue.id, eventId: id }, manager);
      created.push({ index, id, timeZone: write.venue.timeZone });
    }
    if (created.length > 0) {
      const events = created.map((entry) => ({ id: entry.id, timeZone: entry.timeZone }));
      await this.occurrences.rewriteEventsInTransaction(manager, events, [...active.keys()], now);
    }
    return created;
  }

  async update(user: AuthUser, id: number, payload: EventWriteParsed, now: Date = this.clock.now()): Promise<EventForm> {
    const current = await this.repository.findFormEvent(id);
    if (current === null || !(await this.producers.canManageEvent(user, id))) throw new EventsError('event_not_found');
    const prepared = await this.prepare(user, payload, { id, dateStart: current.date_start }, now);
    await this.repository.transaction(async (manager) => {
      await this.lockForWrite(manager, user, prepared, id, now);
      const stored = await this.repository.lockEvent(manager, id);
      if (stored === null) throw new EventsError('event_not_found');
      const daysBefore = await this.repository.findEventDays(manager, id);
      const columns = withEditorRecertify(user, prepared.columns, stored.recertify);
      const keywords = await this.repository.updateEvent(manager, id, columns);
      await this.repository.replaceDates(manager, id, prepared.dates);
      await this.occurrences.rewriteEventInTransaction(manager, id, prepared.venue.timeZone, [stored.venue_id, prepared.venue.id], now);
      // Only an edit that changes what a saved search can match makes the event a digest candidate again.
      if (matchedFieldsChanged(stored, { ...columns, keywords }) || (await this.repository.findEventDays(manager, id)) !== daysBefore) {
        await this.repository.markMatchedFieldsChanged(manager, id, now);
      }
      if (isCatalogueEditor(user)) await this.staffActions.record({ action: 'event_edit', actorId: user.id, venueId: prepared.venue.id, eventId: id }, manager);
    });
    return this.forms.getForm(id);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    if (!(await this.producers.canManageEvent(user, id))) throw new EventsError('event_not_found');
    await this.repository.transaction(async (manager) => {
      await this.occurrences.lockOccurrenceWrites(manager);
      const venueId = await this.repository.deleteEvent(manager, id);
      if (venueId === null) throw new EventsError('event_not_found');
      await this.occurrences.refreshVenueCounts(manager, [venueId]);
    });
  }

  /**
   * Every check that needs the database but no lock: the category, the venue and the right to post for it, the
   * dates against the venue's today (existing dates of an edited event may stay in the past), the quota's
   * allowance. Throws one 400 with every field's errors.
   */
  private async prepare(
    user: AuthUser,
    payload: EventWriteParsed,
    edited: { id: number; dateStart: string | null } | null,
    now: Date,
    lookups: WriteLookups = new WriteLookups(),
  ): Promise<PreparedWrite> {
    const errors: FieldErrors = {};
    const [typeExists, venue] = await Promise.all([
      lookups.once(`type ${payload.event_type}`, () => this.repository.eventTypeExists(payload.event_type)),
      lookups.once(`venue ${payload.point_of_interest}`, () => this.repository.findVenue(payload.point_of_interest)),
    ]);
    if (!typeExists) errors['event_type'] = [EVENT_FORM_MESSAGES.unknownEventType];
    if (venue === null) errors['point_of_interest'] = [EVENT_FORM_MESSAGES.unknownVenue];
    else if (!(await lookups.once(`manages ${venue.id}`, () => this.producers.canManageVenue(user, venue.id)))) {
      errors['point_of_interest'] = [EVENT_FORM_MESSAGES.venueNotManaged];
    }
    if (venue === null || errors['point_of_interest']) throw new RequestValidationError(errors);

    const today = localDateOf(now, venue.timeZone);
    const storedDates = edited === null ? [] : await this.repository.findDates(edited.id);
    const storedStarts = new Map<number, string>();
    for (const row of storedDates) {
      const first = firstDateOf(row.date_recur, row.time_start);
      if (first !== undefined) storedStarts.set(row.id, first);
    }
    let dates: CheckedDate[];
    if (payload.use_poi_times) {
      const start = payload.date_start as string;
      const end = payload.date_end as string;
      if (start < today && edited?.dateStart !== start) errors['date_start'] = [VALIDATION.dateNotBefore()];
      dates = venueHoursDates(venue.openTimes, start, end);
      if (dates.length === 0) errors['use_poi_times'] = [EVENT_FORM_MESSAGES.noVenueHours];
    } else {
      const checked = checkDateEntries(payload.dates, today, storedStarts);
      Object.assign(errors, checked.errors);
      dates = checked.dates;
    }
    const columns = this.columnsOf(payload, venue.id);
    // The allow-list may leave nothing of a description made only of dropped markup.
    if (visibleTextOf(columns.description) === '') errors['description'] = [VALIDATION.required];
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors);

    return { venue, columns, dates, activeLimit: await this.activeLimit(user, venue.id, payload, lookups) };
  }

  /** The venue's allowance of active events for this user, or null when not limited (staff, editors, a plan without a limit, a cancelled event). */
  private async activeLimit(user: AuthUser, venueId: number, payload: EventWriteParsed, lookups: WriteLookups): Promise<number | null> {
    if (quotaExempt(user) || payload.status === 'cancelled') return null;
    const quotas = await lookups.once('quotas', async () => this.producers.producerQuotas(await this.users.findById(user.id)));
    const quota = quotas.find((q) => q.poi.id === venueId)?.quota;
    return quota === undefined || quota === null ? null : quota.allowed;
  }

  /**
   * Takes the locks in the house order (occurrence writes, then the venue row) and applies the publishing block:
   * with the venue locked, two publishes cannot both take its last slot. Active events are those of `now`.
   */
  private async lockForWrite(manager: SqlExecutor, user: AuthUser, prepared: PreparedWrite, eventId: number, now: Date): Promise<void> {
    await this.occurrences.lockOccurrenceWrites(manager);
    const venue = await this.repository.lockVenue(manager, prepared.venue.id);
    if (venue === null) throw new RequestValidationError({ point_of_interest: [EVENT_FORM_MESSAGES.unknownVenue] });
    if (prepared.activeLimit === null || quotaExempt(user)) return;
    const active = await this.repository.countActiveEvents(manager, venue.id, eventId, now);
    if (active >= prepared.activeLimit) throw publishingBlock(active);
  }

  private columnsOf(payload: EventWriteParsed, venueId: number): EventColumns {
    return {
      slugStem: slugify(payload.name),
      name: payload.name,
      url: payload.url,
      eventTypeId: payload.event_type,
      venueId,
      isInPerson: payload.is_in_person,
      isOnline: payload.is_online,
      onlineUrl: payload.is_online ? payload.online_url : '',
      isGlobal: payload.is_online && payload.is_global,
      description: sanitizeDescription(payload.description),
      price: payload.price,
      priceInformation: payload.price_information,
      ticketUrl: payload.ticket_url,
      ageGroups: [...new Set(payload.age_group)],
      usePoiTimes: payload.use_poi_times,
      dateStart: payload.use_poi_times ? payload.date_start : null,
      dateEnd: payload.use_poi_times ? payload.date_end : null,
      status: payload.status,
      recertify: payload.recertify ?? false,
      nameEs: payload.name_es,
      descriptionEs: sanitizeOptionalDescription(payload.description_es),
    };
  }
}
