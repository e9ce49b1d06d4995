import { Injectable } from '@nestjs/common';
import type { EventForm, EventFormDate, ManagedEvent, ManagedEventList, ManagedEventListQuery } from '@events/contracts/event-forms';
import { paginationFor } from '@events/contracts/lists';
import type { AgeGroup, PriceTier } from '@events/contracts/reference';
import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency } from '@events/contracts/recurrence';
import { parseICalendar, summarizeRecurrence } from '@events/domain/recurrence';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { isCatalogueEditor, ProducersService } from '../producers/producers.service.js';
import { toNextOccurrence } from '../cards/occurrence.read-model.js';
import { EventWritesRepository, type FormEventRow, type ManagedEventRow, type StoredDate } from './event-writes.repository.js';
import { EventsError } from './events.errors.js';
import { eventAbsoluteUrl } from '@events/domain/detail-paths';

function formDateOf(row: StoredDate): EventFormDate {
  const frequency = (RECURRENCE_FREQUENCIES as readonly string[]).includes(row.frequency) ? (row.frequency as RecurrenceFrequency) : undefined;
  const series = parseICalendar(row.date_recur, { timeStart: row.time_start, timeEnd: row.time_end }, frequency);
  return { id: row.id, time_start: row.time_start, time_end: row.time_end, date_recur: row.date_recur, series, summary: summarizeRecurrence(series) };
}

function toForm(row: FormEventRow, dates: readonly StoredDate[]): EventForm {
  return {
    id: row.id,
    absoluteUrl: eventAbsoluteUrl(row.id, row.slug),
    imagePrimary: row.image_primary,
    imageThumbnail: row.image_thumbnail,
    pointOfInterest: { id: row.venue_id, name: row.venue_name, timeZone: row.time_zone },
    values: {
      name: row.name,
      name_es: row.name_es,
      url: row.url,
      event_type: row.event_type_id,
      point_of_interest: row.venue_id,
      is_in_person: row.is_in_person,
      is_online: row.is_online,
      online_url: row.online_url,
      is_global: row.is_global,
      description: row.description,
      description_es: row.description_es,
      use_poi_times: row.use_poi_times,
      date_start: row.date_start,
      date_end: row.date_end,
      // With the venue's hours the entries are derived from them, so the form shows the two dates only.
      dates: row.use_poi_times ? [] : dates.map(formDateOf),
      price: row.price as PriceTier,
      ticket_url: row.ticket_url,
      price_information: row.price_information,
      age_group: row.age_groups as AgeGroup[],
      status: row.status,
      recertify: row.recertify,
    },
  };
}

function toManagedEvent(row: ManagedEventRow): ManagedEvent {
  return {
    id: row.id,
    name: row.name,
    absoluteUrl: eventAbsoluteUrl(row.id, row.slug),
    pointOfInterest: { id: row.venue_id, name: row.venue_name },
    nextEventOccurrence: toNextOccurrence(row, row.time_zone),
    imagePrimary: row.image_primary,
    imageThumbnail: row.image_thumbnail,
    status: row.status,
    published: row.published,
    created: row.created.toISOString(),
  };
}

/** Reads for the producer tools: an event converted for the form (spec section 7, edit-event GET) and the event list. */
@Injectable()
export class EventFormsService {
  constructor(
    private readonly repository: EventWritesRepository,
    private readonly producers: ProducersService,
  ) {}

  /** The event for its edit form; 404 when there is none or the user may not manage it. */
  async getFormFor(user: AuthUser, id: number): Promise<EventForm> {
    if (!(await this.producers.canManageEvent(user, id))) throw new EventsError('event_not_found');
    return this.getForm(id);
  }

  async getForm(id: number): Promise<EventForm> {
    const form = (await this.getForms([id])).get(id);
    if (form === undefined) throw new EventsError('event_not_found');
    return form;
  }

  /** The forms of several events at once (an import's), by id; an unknown id has none. */
  async getForms(ids: readonly number[]): Promise<Map<number, EventForm>> {
    const [rows, dates] = await Promise.all([this.repository.findFormEvents(ids), this.repository.findDatesOfEvents(ids)]);
    const byEvent = new Map<number, StoredDate[]>();
    for (const date of dates) {
      const entries = byEvent.get(date.event_id);
      if (entries) entries.push(date);
      else byEvent.set(date.event_id, [date]);
    }
    return new Map(rows.map((row) => [row.id, toForm(row, byEvent.get(row.id) ?? [])]));
  }

  /** A producer's events are those of the venues they manage; a zeditor's or superuser's, every event. */
  async list(user: AuthUser, query: ManagedEventListQuery): Promise<ManagedEventList> {
    const scope = isCatalogueEditor(user) ? null : user.id;
    // A page far past the end is just empty (the offset stays a valid bigint).
    const offset = Math.min((query.page - 1) * query.page_size, Number.MAX_SAFE_INTEGER);
    const filters = { keyword: query.keyword ? query.keyword : null, venueId: query.poi_id ?? null };
    const [totals, rows] = await Promise.all([
      this.repository.countManagedEvents(scope, filters),
      this.repository.findManagedEvents(scope, query.ordering, query.page_size, offset, filters),
    ]);
    return { results: rows.map(toManagedEvent), pagination: paginationFor(query, totals.total), upcoming: totals.upcoming };
  }
}
