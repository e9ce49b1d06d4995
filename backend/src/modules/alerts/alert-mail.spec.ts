import { ALERT_MESSAGES } from '@events/contracts/alerts';
import type { EventCard } from '@events/contracts/events';
import { composeDigestMail, locationNoteOf, unsubscribeUrl } from './alert-mail.js';

const ORIGIN = 'https://events.example.org';

function card(id: number, name: string, distance: number | null): EventCard {
  return {
    id,
    name,
    absoluteUrl: `/events/${id}/x/`,
    isInPerson: true,
    distance,
    pointOfInterest: { name: 'Colonial Theatre', city: 'Pittsfield', state: 'MA' },
    nextEventOccurrence: { eventDate: '2026-11-30', timestamps: { timestampStart: '2026-11-30T19:00:00-05:00' } },
  } as unknown as EventCard;
}

describe('composeDigestMail', () => {
  const mail = composeDigestMail({
    origin: ORIGIN,
    units: 'mi',
    supportAddress: 'help@example.org',
    sections: [
      { searchName: 'Jazz', searchUrl: '/events/?keyword=jazz', unsubscribeToken: 'a'.repeat(64), events: [card(1, 'Late Set', 2.345)], moreCount: 2 },
      { searchName: 'Folk', searchUrl: '/events/?keyword=folk', unsubscribeToken: 'b'.repeat(64), events: [card(2, 'Fiddle Night', null)], moreCount: 0 },
    ],
  });

  it('counts every new event in the subject and names the searches in the preview line', () => {
    expect(mail.subject).toBe(ALERT_MESSAGES.subject(4));
    expect(mail.template.preview).toBe(ALERT_MESSAGES.preview(['Jazz', 'Folk']));
  });

  it('lists each event with its date, venue, distance and absolute link, and each search with its own links', () => {
    expect(mail.template.blocks).toContainEqual({
      kind: 'item',
      title: 'Late Set',
      url: `${ORIGIN}/events/1/x/`,
      lines: ['Mon, Nov 30, 2026 7:00 PM', 'Colonial Theatre, Pittsfield, MA', '2.3 mi away'],
    });
    expect(mail.template.blocks).toContainEqual({ kind: 'paragraph', text: ALERT_MESSAGES.more(2) });
    expect(mail.template.blocks).toContainEqual({ kind: 'button', label: ALERT_MESSAGES.openSearch('Folk'), url: `${ORIGIN}/events/?keyword=folk` });
    expect(mail.template.blocks).toContainEqual({ kind: 'small', text: ALERT_MESSAGES.turnOff('Folk'), url: unsubscribeUrl(ORIGIN, ['b'.repeat(64)]) });
    expect(mail.template.blocks).toContainEqual({ kind: 'small', text: ALERT_MESSAGES.manage, url: `${ORIGIN}/saved/searches/` });
  });

  it('makes the one-click header turn off every search of the mail (RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/events/api/v1/alerts/unsubscribe/${'a'.repeat(64)},${'b'.repeat(64)}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('locationNoteOf', () => {
  it('says when the mail cannot use the search\'s own place, as the listing falls back', () => {
    expect(locationNoteOf({ address: null, default_loc_id: 'current', radius: 25 })).toBe(ALERT_MESSAGES.currentLocationFallback('Pittsfield, MA'));
    expect(locationNoteOf({ address: null, default_loc_id: '', radius: 25 })).toBe(ALERT_MESSAGES.addressGone);
    expect(locationNoteOf({ address: null, default_loc_id: '', radius: null })).toBeUndefined();
    expect(locationNoteOf({ address: null, default_loc_id: 'lenox-ma', radius: 25 })).toBeUndefined();
  });
});
