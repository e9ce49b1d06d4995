import { calendarLinks, compactUtc, entryTimes, icsFilePath, isoUtc } from './calendar-links.js';

const entry = {
  title: 'Jazz Night',
  descriptionHtml: `<p>${'Great music. '.repeat(60)}</p>`,
  pageUrl: 'https://events.example.org/events/7/jazz-night/',
  start: '2026-11-18T19:00:00-05:00',
  end: '2026-11-18T21:30:00-05:00',
  location: 'The Colonial, 111 South St, Pittsfield, MA',
};

/** The query of a URL as a map (this lib has no DOM or Node types, so no URL class). */
function params(url: string): Map<string, string> {
  const query = url.slice(url.indexOf('?') + 1);
  return new Map(query.split('&').map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))) as [string, string]));
}

/** `https://host/path?` -> [host, path]. */
function hostAndPath(url: string): [string, string] {
  const match = /^https:\/\/([^/?]+)(\/[^?]*)/.exec(url);
  return [match?.[1] ?? '', match?.[2] ?? ''];
}

describe('calendarLinks', () => {
  const links = calendarLinks(entry);

  it('builds a Google Calendar template link with UTC dates', () => {
    expect(links.google.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const p = params(links.google);
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Jazz Night');
    expect(p.get('dates')).toBe('20261119T000000Z/20261119T023000Z');
    expect(p.get('location')).toBe(entry.location);
  });

  it('builds Outlook.com and Office 365 compose links', () => {
    for (const [url, host] of [
      [links.outlook, 'outlook.live.com'],
      [links.office365, 'outlook.office.com'],
    ] as const) {
      expect(hostAndPath(url)).toEqual([host, '/calendar/0/deeplink/compose']);
      const p = params(url);
      expect(p.get('rru')).toBe('addevent');
      expect(p.get('subject')).toBe('Jazz Night');
      expect(p.get('startdt')).toBe('2026-11-19T00:00:00Z');
      expect(p.get('enddt')).toBe('2026-11-19T02:30:00Z');
    }
  });

  it('builds a Yahoo link', () => {
    const p = params(links.yahoo);
    expect(p.get('v')).toBe('60');
    expect(p.get('title')).toBe('Jazz Night');
    expect(p.get('st')).toBe('20261119T000000Z');
    expect(p.get('et')).toBe('20261119T023000Z');
    expect(p.get('in_loc')).toBe(entry.location);
  });

  it('trims the description to 500 characters plus an ellipsis, then adds the page URL', () => {
    for (const [url, key] of [
      [links.google, 'details'],
      [links.outlook, 'body'],
      [links.office365, 'body'],
      [links.yahoo, 'desc'],
    ] as const) {
      const description = params(url).get(key) ?? '';
      const [text, pageUrl] = description.split('\n\n');
      expect(Array.from(text ?? '').length).toBeLessThanOrEqual(501);
      expect(text?.endsWith('…')).toBe(true);
      expect(pageUrl).toBe(entry.pageUrl);
    }
  });

  it('gives an entry without an end one hour', () => {
    const p = params(calendarLinks({ ...entry, end: null }).google);
    expect(p.get('dates')).toBe('20261119T000000Z/20261119T010000Z');
  });

  it('drops an empty location', () => {
    expect(params(calendarLinks({ ...entry, location: '' }).google).has('location')).toBe(false);
  });
});

describe('helpers', () => {
  it('formats instants in UTC', () => {
    const ms = Date.parse('2026-03-08T07:05:09.123Z');
    expect(compactUtc(ms)).toBe('20260308T070509Z');
    expect(isoUtc(ms)).toBe('2026-03-08T07:05:09Z');
  });

  it('treats an end not after the start as missing', () => {
    expect(entryTimes({ start: 0, end: 0 })).toEqual({ start: 0, end: 3_600_000 });
  });

  it('rejects a start that is not an instant', () => {
    expect(() => entryTimes({ start: 'tomorrow', end: null })).toThrow(RangeError);
  });

  it('builds the .ics path with an optional range', () => {
    expect(icsFilePath(12)).toBe('/icalendar/event/12/');
    expect(icsFilePath(12, { dtstart: '2026-11-18', dtend: '2026-11-30' })).toBe('/icalendar/event/12/?dtstart=2026-11-18&dtend=2026-11-30');
  });
});
