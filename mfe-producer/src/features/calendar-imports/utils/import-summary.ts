import { isApiError } from '@events/api-client/api-error';
import type { ImportCounts } from '@events/contracts/calendar-imports';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The words of the venue form's "Calendar feeds" section (issue 30), in the producer remote's catalogue. */
export const CALENDAR_IMPORTS_TEXT = plainMessages(defineMessages({
  heading: { id: 'producer.calendarImports.heading', defaultMessage: 'Calendar feeds' },
  intro: {
    id: 'producer.calendarImports.intro',
    defaultMessage: 'Events from a calendar kept elsewhere (Google Calendar, Outlook, The Events Calendar, Eventbrite) stay in sync here.',
  },
  loading: { id: 'producer.calendarImports.loading', defaultMessage: 'Loading calendar feeds…' },
  loadFailed: { id: 'producer.calendarImports.loadFailed', defaultMessage: 'The calendar feeds could not be loaded. Please try again.' },
  emptyTitle: { id: 'producer.calendarImports.emptyTitle', defaultMessage: 'No calendar connected yet.' },
  emptyText: { id: 'producer.calendarImports.emptyText', defaultMessage: 'Add a feed address or import an .ics file.' },
  addFeedHeading: { id: 'producer.calendarImports.addFeedHeading', defaultMessage: 'Add a calendar feed' },
  feedLabel: { id: 'producer.calendarImports.feedLabel', defaultMessage: 'Feed address' },
  feedHint: {
    id: 'producer.calendarImports.feedHint',
    defaultMessage: 'The calendar’s public address (https:// or webcal://), checked again every few hours.',
  },
  addFeed: { id: 'producer.calendarImports.addFeed', defaultMessage: 'Add feed' },
  fileHeading: { id: 'producer.calendarImports.fileHeading', defaultMessage: 'Import an .ics file' },
  fileLabel: { id: 'producer.calendarImports.fileLabel', defaultMessage: 'Calendar file (.ics)' },
  fileHint: { id: 'producer.calendarImports.fileHint', defaultMessage: 'Imported once; choose Sync now on it to import the file again.' },
  importFile: { id: 'producer.calendarImports.importFile', defaultMessage: 'Import file' },
  importing: { id: 'producer.calendarImports.importing', defaultMessage: 'Importing…' },
  feedAdded: { id: 'producer.calendarImports.feedAdded', defaultMessage: 'Feed added.' },
  feedAddedSyncFailed: { id: 'producer.calendarImports.feedAddedSyncFailed', defaultMessage: 'Feed added. Sync failed: {error}' },
  fileImported: { id: 'producer.calendarImports.fileImported', defaultMessage: 'File imported.' },
  notSynced: { id: 'producer.calendarImports.notSynced', defaultMessage: 'Not synced yet' },
  justNow: { id: 'producer.calendarImports.justNow', defaultMessage: 'just now' },
  lastSynced: { id: 'producer.calendarImports.lastSynced', defaultMessage: 'Last synced <time>{relative} ({exact})</time>' },
  syncFailed: { id: 'producer.calendarImports.syncFailed', defaultMessage: 'Sync failed:' },
  syncFailedWith: { id: 'producer.calendarImports.syncFailedWith', defaultMessage: 'Sync failed: {error}' },
  paused: { id: 'producer.calendarImports.paused', defaultMessage: 'Paused' },
  refusedHeading: { id: 'producer.calendarImports.refusedHeading', defaultMessage: 'Not imported' },
  upgrade: { id: 'producer.calendarImports.upgrade', defaultMessage: 'Upgrade your plan' },
  localHeading: { id: 'producer.calendarImports.localHeading', defaultMessage: 'Edited here' },
  syncNow: { id: 'producer.calendarImports.syncNow', defaultMessage: 'Sync now' },
  syncing: { id: 'producer.calendarImports.syncing', defaultMessage: 'Syncing…' },
  pause: { id: 'producer.calendarImports.pause', defaultMessage: 'Pause' },
  resume: { id: 'producer.calendarImports.resume', defaultMessage: 'Resume' },
  remove: { id: 'producer.calendarImports.remove', defaultMessage: 'Remove' },
  removed: { id: 'producer.calendarImports.removed', defaultMessage: 'Removed {name}.' },
  writeFailed: { id: 'producer.calendarImports.writeFailed', defaultMessage: 'That did not work. Please try again.' },
  sourceMeta: {
    id: 'producer.calendarImports.sourceMeta',
    defaultMessage: '{kind, select, feed {Feed} other {File}} · {count, plural, one {# event imported} other {# events imported}}',
  },
  counts: {
    id: 'producer.calendarImports.counts',
    defaultMessage: '{new, number} new, {updated, number} updated, {unchanged, number} unchanged, {cancelled, number} cancelled, {refused, number} refused',
  },
  namedItem: { id: 'producer.calendarImports.namedItem', defaultMessage: '<event>{name}</event>: {text}' },
  localFields: { id: 'producer.calendarImports.localFields', defaultMessage: 'Kept as edited here: {fields}' },
}));

/** "3 new, 1 updated, 10 unchanged, 0 cancelled, 2 refused": how the last sync went, every count shown. */
export function importCountsText(intl: IntlShape, counts: ImportCounts): string {
  return intl.formatMessage(CALENDAR_IMPORTS_TEXT.counts, { ...counts });
}

/** "Kept as edited here: Name, Description": the fields (as the API labels them) a re-import leaves as the producer edited them. */
export function localFieldsText(intl: IntlShape, fields: readonly string[]): string {
  return intl.formatMessage(CALENDAR_IMPORTS_TEXT.localFields, { fields: [...new Set(fields)].join(', ') });
}

/** The words of a failed write: its 400's messages, its `detail`, or the general line (the caller's, in the reader's language). */
export function failureText(error: unknown, fallback = 'That did not work. Please try again.'): string {
  if (!isApiError(error)) return fallback;
  const messages = Object.values(error.fieldErrors).flat();
  if (messages.length > 0) return messages.join(' ');
  return error.detail ?? fallback;
}
