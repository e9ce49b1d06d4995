import type { EventForm } from '@events/contracts/event-forms';
import type { EventStatus } from '@events/contracts/event-status';
import type { AgeGroup, PriceTier } from '@events/contracts/reference';
import { onceSeries, recurrenceSeriesSchema, type RecurrenceSeries } from '@events/contracts/recurrence';
import { toICalendar } from '@events/domain/recurrence';

/**
 * One date entry as the form holds it: the payload fields the backend parses (id, time_start, time_end,
 * date_recur) and, beside them, what only the form needs (the schema drops them): the series the recurrence
 * editor edits, a React key, the saved first date (which may stay in the past: spec section 5) and whether the
 * user has changed the entry (its own checks show from then on).
 */
export type DateEntryValue = {
  id?: number | undefined;
  time_start: string;
  time_end: string | null;
  date_recur: string;
  series: RecurrenceSeries;
  key: string;
  savedStart: string | null;
  edited: boolean;
};

/** The form's values: the payload's fields, with the chosen ids as the selects hold them (text). */
export type EventFormValues = {
  name: string;
  /** The Spanish name (issue 31), shown to Spanish readers; '' is none. */
  name_es: string;
  url: string;
  event_type: string;
  point_of_interest: string;
  is_in_person: boolean;
  is_online: boolean;
  online_url: string;
  is_global: boolean;
  description: string;
  /** The Spanish description (issue 31), rich text like `description`; '' is none. */
  description_es: string;
  use_poi_times: boolean;
  date_start: string;
  date_end: string;
  dates: DateEntryValue[];
  price: PriceTier;
  ticket_url: string;
  price_information: string;
  age_group: AgeGroup[];
  status: EventStatus;
  recertify: boolean;
};

let keys = 0;
const nextKey = () => `new-${++keys}`;

/** The entry a series writes: iCalendar text by libs/domain, times as the series holds them. */
export function withSeries(entry: DateEntryValue, series: RecurrenceSeries): DateEntryValue {
  // A half-typed rule keeps its last text; the entry's checks name what is missing.
  const complete = recurrenceSeriesSchema.safeParse(series).success;
  const dateRecur = complete ? toICalendar(series) : entry.date_recur;
  return { ...entry, series, time_start: series.timeStart, time_end: series.timeEnd, date_recur: dateRecur, edited: true };
}

/** A new entry: once, on `day`, 7:00 PM to 9:00 PM. */
export function newDateEntry(day: string): DateEntryValue {
  const series = onceSeries(day, { timeStart: '19:00', timeEnd: '21:00' });
  return { ...withSeries({ key: nextKey(), savedStart: null, time_start: '', time_end: null, date_recur: '', series, edited: false }, series), edited: false };
}

/** A new event's form: in person, free, one date today (the venue's preselected when the user has one). */
export function emptyEventValues(today: string, options: { venueId: number | null; online: boolean }): EventFormValues {
  return {
    name: '',
    name_es: '',
    url: '',
    event_type: '',
    point_of_interest: options.venueId === null ? '' : String(options.venueId),
    is_in_person: !options.online,
    is_online: options.online,
    online_url: '',
    is_global: false,
    description: '',
    description_es: '',
    use_poi_times: false,
    date_start: '',
    date_end: '',
    dates: [newDateEntry(today)],
    price: 'free',
    ticket_url: '',
    price_information: '',
    age_group: [],
    status: 'scheduled',
    recertify: false,
  };
}

/** A saved event's form (GET edit-event): its values, each date entry with its parsed series. */
export function eventValuesOf(form: EventForm): EventFormValues {
  const { values } = form;
  return {
    ...values,
    event_type: String(values.event_type),
    point_of_interest: String(values.point_of_interest),
    date_start: values.date_start ?? '',
    date_end: values.date_end ?? '',
    dates: values.dates.map((d) => ({
      id: d.id,
      time_start: d.time_start,
      time_end: d.time_end,
      date_recur: d.date_recur,
      series: d.series,
      key: `saved-${d.id}`,
      savedStart: d.series.dtstart,
      edited: false,
    })),
  };
}
