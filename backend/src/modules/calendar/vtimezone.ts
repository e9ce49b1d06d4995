import { tzName, tzOffset, tzScan } from '@date-fns/tz';

/** The span of instants a VTIMEZONE has to describe. */
export type TimeSpan = { readonly start: Date; readonly end: Date };

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** ±HHMM of an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** yyyyMMddTHHmmss of an instant seen with a UTC offset (local wall-clock time, no zone marker). */
function localStamp(instant: Date, offsetMinutes: number): string {
  const d = new Date(instant.getTime() + offsetMinutes * 60_000);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** Daylight when the offset is above the year's smaller offset (January vs July, either hemisphere). */
function isDaylight(zone: string, instant: Date, offset: number): boolean {
  const year = instant.getUTCFullYear();
  const standard = Math.min(tzOffset(zone, new Date(Date.UTC(year, 0, 1))), tzOffset(zone, new Date(Date.UTC(year, 6, 1))));
  return offset > standard;
}

function observance(zone: string, onset: Date, from: number, to: number): string[] {
  const kind = isDaylight(zone, onset, to) ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(onset, from)}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `TZNAME:${tzName(zone, onset, 'short').replace(/[,;\\]/g, '')}`,
    `END:${kind}`,
  ];
}

/** True for an IANA zone name this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An RFC 5545 VTIMEZONE for `zone` covering whole UTC years around `span`, built from the runtime's time-zone
 * data (Intl, through @date-fns/tz): one observance at the start of the window (offset in force there), then one
 * per offset change, each with explicit DTSTART (local time before the change), TZOFFSETFROM and TZOFFSETTO.
 * Explicit transitions instead of RRULEs stay right for zones whose rules changed.
 */
export function buildVtimezone(zone: string, span: TimeSpan): string {
  const start = new Date(Date.UTC(span.start.getUTCFullYear(), 0, 1));
  const end = new Date(Date.UTC(span.end.getUTCFullYear() + 1, 0, 1));
  const initial = tzOffset(zone, start);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance(zone, start, initial, initial)];
  for (const change of tzScan(zone, { start, end })) {
    lines.push(...observance(zone, change.date, change.offset - change.change, change.offset));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** The `generator` ical-generator calls with each time zone the calendar uses. */
export function vtimezoneGenerator(span: TimeSpan): (zone: string) => string | null {
  return (zone) => (isKnownTimeZone(zone) ? buildVtimezone(zone, span) : null);
}
