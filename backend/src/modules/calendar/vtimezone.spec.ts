import { buildVtimezone, formatOffset } from './vtimezone.js';

const span = (from: string, to: string) => ({ start: new Date(from), end: new Date(to) });

describe('buildVtimezone', () => {
  it('writes New York 2026 with its DST changes at 2 AM local', () => {
    const text = buildVtimezone('America/New_York', span('2026-06-01T00:00:00Z', '2026-12-31T00:00:00Z'));
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:20251231T190000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'TZNAME:EDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('covers every year of a longer span', () => {
    const text = buildVtimezone('America/Los_Angeles', span('2026-01-05T00:00:00Z', '2027-12-01T00:00:00Z'));
    expect(text.match(/BEGIN:DAYLIGHT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20270314T020000');
    expect(text).toContain('TZOFFSETTO:-0700');
  });

  it('writes one standard observance for a zone without DST, and southern-hemisphere DST right', () => {
    const phoenix = buildVtimezone('America/Phoenix', span('2026-01-01T00:00:00Z', '2026-12-01T00:00:00Z'));
    expect(phoenix.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(phoenix).toContain('TZOFFSETTO:-0700');
    const sydney = buildVtimezone('Australia/Sydney', span('2026-01-01T00:00:00Z', '2026-12-01T00:00:00Z'));
    expect(sydney).toMatch(/BEGIN:STANDARD\r\nDTSTART:20260405T030000\r\nTZOFFSETFROM:\+1100\r\nTZOFFSETTO:\+1000/);
    expect(sydney).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:20261004T020000\r\nTZOFFSETFROM:\+1000\r\nTZOFFSETTO:\+1100/);
  });

  it('formats offsets as ±HHMM', () => {
    expect(formatOffset(-300)).toBe('-0500');
    expect(formatOffset(330)).toBe('+0530');
    expect(formatOffset(0)).toBe('+0000');
  });
});
