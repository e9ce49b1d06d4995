import { isApiError } from '@events/api-client/api-error';
import type { ImportCounts } from '@events/contracts/calendar-imports';

/** The words of the venue form's "Calendar feeds" section (issue 30). */
export const CALENDAR_IMPORTS_TEXT = {
  heading: 'Calendar feeds',
  intro: 'Events from a calendar kept elsewhere (Google Calendar, Outlook, The Events Calendar, Eventbrite) stay in sync here.',
  loading: 'Loading calendar feeds…',
  loadFailed: 'The calendar feeds could not be loaded. Please try again.',
  emptyTitle: 'No calendar connected yet.',
  emptyText: 'Add a feed address or import an .ics file.',
  addFeedHeading: 'Add a calendar feed',
  feedLabel: 'Feed address',
  feedHint: 'The calendar’s public address (https:// or webcal://), checked again every few hours.',
  addFeed: 'Add feed',
  fileHeading: 'Import an .ics file',
  fileLabel: 'Calendar file (.ics)',
  fileHint: 'Imported once; choose Sync now on it to import the file again.',
  importFile: 'Import file',
  importing: 'Importing…',
  feedAdded: 'Feed added.',
  fileImported: 'File imported.',
  notSynced: 'Not synced yet',
  syncFailed: 'Sync failed:',
  paused: 'Paused',
  refusedHeading: 'Not imported',
  upgrade: 'Upgrade your plan',
  localHeading: 'Edited here',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  pause: 'Pause',
  resume: 'Resume',
  remove: 'Remove',
  removed: (name: string) => `Removed ${name}.`,
  writeFailed: 'That did not work. Please try again.',
} as const;

/** "3 new, 1 updated, 10 unchanged, 0 cancelled, 2 refused": how the last sync went, every count shown. */
export function importCountsText(counts: ImportCounts): string {
  return `${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.cancelled} cancelled, ${counts.refused} refused`;
}

/** "Kept as edited here: Name, Description": the fields a re-import leaves as the producer edited them. */
export function localFieldsText(fields: readonly string[]): string {
  return `Kept as edited here: ${[...new Set(fields)].join(', ')}`;
}

/** The words of a failed write: its 400's messages, its `detail`, or the general line. */
export function failureText(error: unknown, fallback: string = CALENDAR_IMPORTS_TEXT.writeFailed): string {
  if (!isApiError(error)) return fallback;
  const messages = Object.values(error.fieldErrors).flat();
  if (messages.length > 0) return messages.join(' ');
  return error.detail ?? fallback;
}
