import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';
import { timeAgo as relativeTime } from '@events/ui/i18n/time-ago';

const messages = plainMessages(defineMessages({
  justNow: { id: 'editor.timeAgo.justNow', defaultMessage: 'just now' },
}));

/** "3 days ago", "just now" ("hace 3 días", "justo ahora"), in the reader's language. */
export function timeAgo(intl: IntlShape, iso: string, now = Date.now()): string {
  return relativeTime(intl, iso, intl.formatMessage(messages.justNow), now);
}
