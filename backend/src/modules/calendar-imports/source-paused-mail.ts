import { CALENDAR_SOURCE_FAILING_DAYS } from '@events/contracts/calendar-imports';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms';
import type { MailTemplate } from '../mail/mail-template.js';

/** The mail a producer gets when a feed of theirs is paused after failing for days. */
export function sourcePausedMail(input: { origin: string; address: string; venueId: number; error: string }): { subject: string; template: MailTemplate } {
  const title = 'A calendar feed was paused';
  return {
    subject: title,
    template: {
      title,
      preview: `${input.address} failed for ${CALENDAR_SOURCE_FAILING_DAYS} days.`,
      blocks: [
        { kind: 'paragraph', text: `The calendar feed ${input.address} has failed for ${CALENDAR_SOURCE_FAILING_DAYS} days, so we stopped asking it for events. Its events stay listed as they were.` },
        { kind: 'paragraph', text: `The last error: ${input.error}` },
        { kind: 'paragraph', text: 'Check the address, then press "Sync now" on the venue: a sync that works starts the feed again.' },
        { kind: 'button', label: 'Open the venue', url: `${input.origin}${VENUE_FORM_PATHS.edit(input.venueId)}` },
      ],
    },
  };
}
