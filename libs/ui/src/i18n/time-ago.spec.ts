import { createIntl, createIntlCache } from '@events/api-client/intl';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2027-03-14T16:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const intlOf = (locale: string) => createIntl({ locale, defaultLocale: 'en', messages: {} }, createIntlCache());

describe('how long ago an instant was', () => {
  it('is the largest whole unit, in the reader’s language', () => {
    expect(timeAgo(intlOf('en'), ago(5 * 60), 'just now', NOW)).toBe('5 minutes ago');
    expect(timeAgo(intlOf('en'), ago(3 * 86_400 + 7_200), 'just now', NOW)).toBe('3 days ago');
    expect(timeAgo(intlOf('en'), ago(86_400), 'just now', NOW)).toBe('yesterday');
    expect(timeAgo(intlOf('es'), ago(3 * 86_400), 'justo ahora', NOW)).toBe('hace 3 días');
  });

  it('is the app’s own words under a minute, and for an instant a moment ahead of this clock', () => {
    expect(timeAgo(intlOf('en'), ago(59), 'just now', NOW)).toBe('just now');
    expect(timeAgo(intlOf('en'), ago(-5), 'just now', NOW)).toBe('just now');
  });
});
