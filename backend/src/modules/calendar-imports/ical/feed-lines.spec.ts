import { rawPropertyValue, splitFeed, unescapeText, unfoldLines } from './feed-lines.js';

describe('unfoldLines', () => {
  it('joins folded lines (CRLF, LF or CR, a space or a tab), drops blank lines and a byte-order mark', () => {
    const text = '\uFEFFBEGIN:VCALENDAR\r\nDESCRIPTION:Three days of con\r\n certs on the water\r\n\tfront.\r\n\r\nSUMMARY:Jam\nLOCATION:Hudson\rEND:VCALENDAR\r\n';
    expect(unfoldLines(text)).toEqual(['BEGIN:VCALENDAR', 'DESCRIPTION:Three days of concerts on the waterfront.', 'SUMMARY:Jam', 'LOCATION:Hudson', 'END:VCALENDAR']);
  });

  it('keeps a multi-byte character cut by the fold whole', () => {
    expect(unfoldLines('SUMMARY:Caf\r\n é')).toEqual(['SUMMARY:Café']);
  });
});

describe('splitFeed', () => {
  it('returns null for a text that does not start as a calendar', () => {
    expect(splitFeed('<!DOCTYPE html><html></html>')).toBeNull();
    expect(splitFeed('')).toBeNull();
    expect(splitFeed('BEGIN:VEVENT\r\nEND:VEVENT')).toBeNull();
  });

  it('cuts events (with their alarms), time zones and the calendar lines apart, leaving other components out', () => {
    const blocks = splitFeed(
      [
        'BEGIN:VCALENDAR',
        'X-WR-CALNAME:Jazz',
        'BEGIN:VTIMEZONE',
        'TZID:Eastern Standard Time',
        'BEGIN:STANDARD',
        'TZOFFSETTO:-0500',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'SUMMARY:One',
        'BEGIN:VALARM',
        'TRIGGER:-PT30M',
        'END:VALARM',
        'END:VEVENT',
        'BEGIN:VTODO',
        'SUMMARY:Buy strings',
        'END:VTODO',
        'BEGIN:VEVENT',
        'SUMMARY:Two',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    expect(blocks?.calendarLines).toEqual(['X-WR-CALNAME:Jazz']);
    expect(blocks?.timezoneBlocks).toEqual([['BEGIN:VTIMEZONE', 'TZID:Eastern Standard Time', 'BEGIN:STANDARD', 'TZOFFSETTO:-0500', 'END:STANDARD', 'END:VTIMEZONE']]);
    expect(blocks?.eventBlocks).toEqual([
      { lines: ['BEGIN:VEVENT', 'SUMMARY:One', 'BEGIN:VALARM', 'TRIGGER:-PT30M', 'END:VALARM', 'END:VEVENT'], complete: true },
      { lines: ['BEGIN:VEVENT', 'SUMMARY:Two', 'END:VEVENT'], complete: true },
    ]);
  });

  it('marks an event cut off by the next event or by the end of the text, and still reads the rest', () => {
    const blocks = splitFeed(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'SUMMARY:One', 'BEGIN:VEVENT', 'SUMMARY:Two', 'END:VEVENT', 'BEGIN:VEVENT', 'SUMMARY:Three'].join('\n'));
    expect(blocks?.eventBlocks).toEqual([
      { lines: ['BEGIN:VEVENT', 'SUMMARY:One'], complete: false },
      { lines: ['BEGIN:VEVENT', 'SUMMARY:Two', 'END:VEVENT'], complete: true },
      { lines: ['BEGIN:VEVENT', 'SUMMARY:Three'], complete: false },
    ]);
  });
});

describe('rawPropertyValue and unescapeText', () => {
  it('reads the first value of a property by name, past parameters holding colons, escapes undone', () => {
    const lines = ['UID:abc', 'SUMMARY;LANGUAGE=en;X-NOTE="a:b":Jazz\\, Blues \\; Soul', 'SUMMARY:Second'];
    expect(rawPropertyValue(lines, 'summary')).toBe('Jazz, Blues ; Soul');
    expect(rawPropertyValue(lines, 'UID')).toBe('abc');
    expect(rawPropertyValue(lines, 'LOCATION')).toBeNull();
  });

  it('undoes \\n, \\N, \\, \\; and \\\\ only', () => {
    expect(unescapeText('a\\nb\\Nc\\,d\\;e\\\\f\\g')).toBe('a\nb\nc,d;e\\f\\g');
  });
});
