import ICAL from 'ical.js';
import { EVENT_NAME_MAX } from '@events/contracts/event-forms';
import {
  eventCategoriesOf,
  eventFingerprint,
  eventImageUrlOf,
  eventNameOf,
  eventPlaceOf,
  eventStatusOf,
  eventUrlOf,
  httpUrl,
  normalizedTitle,
} from './feed-event-fields.js';

const event = (...lines: string[]) => new ICAL.Component(ICAL.parse(['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n')));

describe('feed event fields', () => {
  it('reads SUMMARY unescaped and trimmed, cut to the form length, null when blank', () => {
    expect(eventNameOf(event('SUMMARY:  Jazz\\, Blues \\; Soul  '))).toBe('Jazz, Blues ; Soul');
    expect(eventNameOf(event(`SUMMARY:${'é'.repeat(EVENT_NAME_MAX + 10)}`))).toBe('é'.repeat(EVENT_NAME_MAX));
    expect(eventNameOf(event('SUMMARY:   '))).toBeNull();
    expect(eventNameOf(event('UID:x'))).toBeNull();
  });

  it('reads only STATUS:CANCELLED as cancelled', () => {
    expect(eventStatusOf(event('STATUS:CANCELLED'))).toBe('cancelled');
    expect(eventStatusOf(event('STATUS:TENTATIVE'))).toBe('scheduled');
    expect(eventStatusOf(event('SUMMARY:x'))).toBe('scheduled');
  });

  it('keeps only absolute http(s) addresses', () => {
    expect(httpUrl(' https://example.org/a ')).toBe('https://example.org/a');
    expect(httpUrl('http://example.org')).toBe('http://example.org');
    expect(httpUrl('ftp://example.org')).toBeNull();
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('/relative')).toBeNull();
    expect(httpUrl(`https://example.org/${'a'.repeat(1100)}`)).toBeNull();
    expect(eventUrlOf(event('URL;VALUE=URI:https://example.org/e/1'))).toBe('https://example.org/e/1');
    expect(eventUrlOf(event('URL:mailto:a@example.org'))).toBeNull();
  });

  it('reads the place, the online address from a conference property or from a LOCATION that is only an address', () => {
    expect(eventPlaceOf(event('LOCATION:Town Hall\\n1 Main St'))).toEqual({ location: 'Town Hall, 1 Main St', onlineUrl: null });
    expect(eventPlaceOf(event('LOCATION:https://zoom.example/j/123'))).toEqual({ location: null, onlineUrl: 'https://zoom.example/j/123' });
    expect(eventPlaceOf(event('LOCATION:Zoom', 'X-GOOGLE-CONFERENCE:https://meet.google.com/abc-defg-hij'))).toEqual({ location: 'Zoom', onlineUrl: 'https://meet.google.com/abc-defg-hij' });
    expect(eventPlaceOf(event('LOCATION:https://a.example/', 'X-MICROSOFT-SKYPETEAMSMEETINGURL:https://teams.microsoft.com/l/x'))).toEqual({
      location: null,
      onlineUrl: 'https://teams.microsoft.com/l/x',
    });
    expect(eventPlaceOf(event('SUMMARY:x'))).toEqual({ location: null, onlineUrl: null });
  });

  it('reads CATEGORIES of every line, trimmed, first spelling kept', () => {
    expect(eventCategoriesOf(event('CATEGORIES:Music, Jazz ,music', 'CATEGORIES:Family,,JAZZ', 'CATEGORIES:Outdoors'))).toEqual(['Music', 'Jazz', 'Family', 'Outdoors']);
  });

  it('takes the first image attachment by FMTTYPE or file name, http(s) only, never inline data', () => {
    expect(
      eventImageUrlOf(
        event(
          'ATTACH;FMTTYPE=image/png;ENCODING=BASE64;VALUE=BINARY:iVBORw0KGgo=',
          'ATTACH;FMTTYPE=application/pdf:https://example.org/flyer.pdf',
          'ATTACH:ftp://example.org/poster.jpg',
          'ATTACH;FMTTYPE=image/webp:https://example.org/media/4411',
          'ATTACH:https://example.org/poster.jpg',
        ),
      ),
    ).toBe('https://example.org/media/4411');
    expect(eventImageUrlOf(event('ATTACH:https://example.org/img/poster.JPEG?w=800'))).toBe('https://example.org/img/poster.JPEG?w=800');
    expect(eventImageUrlOf(event('ATTACH:https://example.org/program.pdf'))).toBeNull();
  });

  it('makes a fingerprint of the normalised title and the first venue-local start', () => {
    expect(normalizedTitle('  Café Concert:   Élan!  ')).toBe('cafe concert elan');
    expect(normalizedTitle("Rock'n'Roll — Night #3")).toBe('rocknroll night 3');
    expect(eventFingerprint('Café Concert: Élan!', new Date('2027-03-13T00:30:00Z'), 'America/New_York')).toBe('cafe concert elan|2027-03-12T19:30');
  });
});
