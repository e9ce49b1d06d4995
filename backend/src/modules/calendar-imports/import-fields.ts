import type { EventForm } from '@events/contracts/event-forms';
import type { EventStatus } from '@events/contracts/event-status';
import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { toICalendar } from '@events/domain/recurrence';

/** How a feed names its event: the UID, else the fingerprint of its title and first start. */
export type FeedEventKey = { readonly uid: string | null; readonly fingerprint: string };

/**
 * The fields an import writes of an event, in groups a producer edits together. A group changed here since the
 * last sync is "local": a re-import leaves it as the producer made it (issue 30), and the source lists it.
 */
export const IMPORTED_GROUPS = ['name', 'url', 'description', 'event_type', 'status', 'setting', 'dates'] as const;
export type ImportedGroup = (typeof IMPORTED_GROUPS)[number];

/** How the source page names each group: the event form's labels. */
export const IMPORTED_GROUP_LABELS: Readonly<Record<ImportedGroup, string>> = {
  name: 'Event name',
  url: 'Event URL',
  description: 'Description',
  event_type: 'Event type',
  status: 'Status',
  setting: 'Type',
  dates: 'Dates',
};

/** How the source page names the event's image when it was changed here. */
export const IMPORTED_IMAGE_LABEL = 'Image';

/** One date entry as the form writes it. */
export type WrittenDate = { readonly time_start: string; readonly time_end: string | null; readonly date_recur: string };

/** The imported fields as the event form holds them. */
export type ImportedValues = {
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly event_type: number;
  readonly status: EventStatus;
  readonly is_in_person: boolean;
  readonly is_online: boolean;
  readonly online_url: string;
  readonly dates: readonly WrittenDate[];
};

/** What a sync keeps of an event: the feed's values it last read (dates as its series) and what it then wrote. */
export type ImportRecord = {
  readonly feed: Omit<ImportedValues, 'dates'> & { readonly series: readonly RecurrenceSeries[] };
  readonly written: ImportedValues;
  /** The feed's image (ATTACH) last applied, and the event's image it made (null when it could not be read). */
  readonly image?: { readonly url: string; readonly stored: string | null };
};

/** The form's fields of each group. */
export const GROUP_FIELDS: Readonly<Record<ImportedGroup, readonly (keyof ImportedValues)[]>> = {
  name: ['name'],
  url: ['url'],
  description: ['description'],
  event_type: ['event_type'],
  status: ['status'],
  setting: ['is_in_person', 'is_online', 'online_url'],
  dates: ['dates'],
};

/** JSON with each object's keys sorted: a record read back from jsonb has its keys in PostgreSQL's order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item,
  );
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** The imported fields of a form's values, dates as written (without the ids and summaries the form adds). */
export function importedValuesOf(values: EventForm['values']): ImportedValues {
  return {
    name: values.name,
    url: values.url,
    description: values.description,
    event_type: values.event_type,
    status: values.status,
    is_in_person: values.is_in_person,
    is_online: values.is_online,
    online_url: values.online_url,
    dates: values.dates.map((date) => ({ time_start: date.time_start, time_end: date.time_end, date_recur: date.date_recur })),
  };
}

/** The groups whose stored values differ from what the last sync wrote: edited here since. */
export function localGroups(current: ImportedValues, written: ImportedValues): ImportedGroup[] {
  return IMPORTED_GROUPS.filter((group) => GROUP_FIELDS[group].some((field) => !same(current[field], written[field])));
}

/** The groups whose feed values changed since the last sync. */
export function changedGroups(feed: ImportRecord['feed'], before: ImportRecord['feed']): ImportedGroup[] {
  return IMPORTED_GROUPS.filter((group) =>
    group === 'dates' ? !same(feed.series, before.series) : GROUP_FIELDS[group].some((field) => !same(feed[field as keyof ImportRecord['feed']], before[field as keyof ImportRecord['feed']])),
  );
}

/** The date entries of series, as the form writes them. */
export function writtenDatesOf(series: readonly RecurrenceSeries[]): WrittenDate[] {
  return series.map((entry) => ({ time_start: entry.timeStart, time_end: entry.timeEnd, date_recur: toICalendar(entry) }));
}

/** A description for an event whose feed gives none: the form requires one, and the name says what it is. */
export function descriptionOrName(html: string, name: string): string {
  const text = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.trim() === '' ? `<p>${text}</p>` : html;
}
