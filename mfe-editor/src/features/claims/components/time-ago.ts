import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

const messages = plainMessages(defineMessages({
  justNow: { id: 'editor.timeAgo.justNow', defaultMessage: 'just now' },
}));

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 days ago", "just now" ("hace 3 días", "justo ahora"), in the reader's language. */
export function timeAgo(intl: IntlShape, iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) if (seconds >= size) return intl.formatRelativeTime(-Math.floor(seconds / size), unit, { numeric: 'auto' });
  return intl.formatMessage(messages.justNow);
}
