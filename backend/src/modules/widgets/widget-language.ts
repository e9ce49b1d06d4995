import type { EventCard } from '@events/contracts/events';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import { formatClockTime } from '@events/domain/local-time';
import { formatNextOccurrence } from '../saved-searches/saved-search.read-model.js';
import { monthLabel } from './widget-month.js';

/**
 * The dates the server words for a widget page in its language (issue 31; the language itself is chosen as a feed's
 * is, alerts/i18n/feed-language.ts, with the producer's setting after `?lang=`). English reads exactly as before (the
 * same functions); another language formats with Intl in it.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, kind: 'day' | 'month' | 'time'): Intl.DateTimeFormat {
  const key = `${language} ${kind}`;
  let known = formats.get(key);
  if (known === undefined) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
        : kind === 'month'
          ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
          : { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
    known = new Intl.DateTimeFormat(language, options);
    formats.set(key, known);
  }
  return known;
}

/** A wall-clock time (HH:mm[:ss]) in the language: "7:00 PM" in English. */
export function clockTimeIn(time: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return formatClockTime(time);
  return format(language, 'time').format(new Date(`1970-01-01T${time.length === 5 ? `${time}:00` : time.slice(0, 8)}Z`));
}

/** A card's next occurrence in the venue's zone, "Sat, Nov 28, 2026 7:00 PM" in English; '' without one. */
export function nextOccurrenceIn(card: Pick<EventCard, 'nextEventOccurrence'>, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return formatNextOccurrence(card);
  const next = card.nextEventOccurrence;
  if (next === null) return '';
  const day = format(language, 'day').format(new Date(`${next.eventDate}T00:00:00Z`));
  return `${day} ${clockTimeIn(next.timestamps.timestampStart.slice(11, 19), language)}`;
}

/** A month (yyyy-MM), "December 2026" in English. */
export function monthLabelIn(month: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return monthLabel(month);
  const label = format(language, 'month').format(new Date(`${month}-01T12:00:00Z`));
  // "diciembre de 2026": a label starts with a capital, as a heading does.
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}
