import { ALERT_MESSAGES } from '@events/contracts/alerts';
import type { EventCard } from '@events/contracts/events';
import type { EventStatus } from '@events/contracts/event-status';
import { composeDigestMail, locationNoteOf, unsubscribeUrl } from './alert-mail.js';

const ORIGIN = 'https://events.example.org';

function card(id: number, name: string, distance: number | null, status: EventStatus = 'scheduled'): EventCard {
  return {
    id,
    name,
    status,
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

describe('composeDigestMail with cancellations and statuses', () => {
  const jazz = { searchName: 'Jazz', searchUrl: '/events/?keyword=jazz', unsubscribeToken: 'a'.repeat(64), moreCount: 0 };
  const cancelled = { events: [card(7, 'Harp Recital', null, 'cancelled')], unsubscribeTokens: ['c'.repeat(64)] };

  it('shows the status of a postponed or moved-online event beside its name', () => {
    const mail = composeDigestMail({
      origin: ORIGIN,
      units: 'mi',
      supportAddress: 'help@example.org',
      sections: [{ ...jazz, events: [card(1, 'Late Set', null, 'postponed'), card(2, 'Early Set', null, 'moved_online')] }],
    });
    const titles = mail.template.blocks.flatMap((block) => (block.kind === 'item' ? [block.title] : []));
    expect(titles).toEqual(['Postponed: Late Set', 'Moved online: Early Set']);
  });

  it('tells the cancelled events first, under their own heading, with date, venue and link', () => {
    const mail = composeDigestMail({ origin: ORIGIN, units: 'mi', supportAddress: 'help@example.org', sections: [{ ...jazz, events: [card(1, 'Late Set', null)] }], cancellations: cancelled });
    expect(mail.template.blocks.slice(0, 2)).toEqual([
      { kind: 'heading', text: ALERT_MESSAGES.cancellations.heading },
      { kind: 'item', title: 'Harp Recital', url: `${ORIGIN}/events/7/x/`, lines: ['Mon, Nov 30, 2026 7:00 PM', 'Colonial Theatre, Pittsfield, MA'] },
    ]);
    // The subject still counts the new events; one click turns off both the listed search and the announcing one.
    expect(mail.subject).toBe(ALERT_MESSAGES.subject(1));
    expect(mail.headers['List-Unsubscribe']).toBe(`<${unsubscribeUrl(ORIGIN, ['a'.repeat(64), 'c'.repeat(64)])}>`);
  });

  it('says in subject, title and preview line that a mail only tells cancellations', () => {
    const mail = composeDigestMail({ origin: ORIGIN, units: 'mi', supportAddress: 'help@example.org', sections: [], cancellations: cancelled });
    expect(mail.subject).toBe(ALERT_MESSAGES.cancellations.subject(1));
    expect(mail.template.title).toBe(ALERT_MESSAGES.cancellations.title);
    expect(mail.template.preview).toBe(ALERT_MESSAGES.cancellations.preview(['Harp Recital']));
    expect(mail.headers['List-Unsubscribe']).toBe(`<${unsubscribeUrl(ORIGIN, ['c'.repeat(64)])}>`);
  });
});

describe('composeDigestMail with the producers\' Spanish names (issue 31)', () => {
  const spanishCard = (id: number, status: EventStatus = 'scheduled'): EventCard => {
    const base = card(id, 'Harp Recital', null, status);
    return { ...base, nameEs: 'Recital de arpa', pointOfInterest: { ...base.pointOfInterest, nameEs: 'Teatro Colonial' } };
  };
  const jazz = { searchName: 'Jazz', searchUrl: '/events/?keyword=jazz', unsubscribeToken: 'a'.repeat(64), moreCount: 0 };
  const compose = (language: string | null, cancelledOnly = false) =>
    composeDigestMail({
      origin: ORIGIN,
      units: 'mi',
      supportAddress: 'help@example.org',
      sections: cancelledOnly ? [] : [{ ...jazz, events: [spanishCard(1)] }],
      ...(cancelledOnly ? { cancellations: { events: [spanishCard(7, 'cancelled')], unsubscribeTokens: ['c'.repeat(64)] } } : {}),
      language,
    });
  const items = (mail: ReturnType<typeof composeDigestMail>) => mail.template.blocks.flatMap((block) => (block.kind === 'item' ? [block] : []));

  it('names the event and its venue in Spanish in a Spanish mail, the cancelled ones and the preview line too', () => {
    const [item] = items(compose('es'));
    expect(item?.title).toBe('Recital de arpa');
    expect(item?.lines).toContain('Teatro Colonial, Pittsfield, MA');
    const cancelled = compose('es', true);
    expect(items(cancelled)[0]?.title).toBe('Recital de arpa');
    expect(cancelled.template.preview).toContain('Recital de arpa');
    expect(cancelled.template.preview).not.toContain('Harp Recital');
  });

  it('keeps the English names in an English mail, and in one to a reader who chose no language', () => {
    for (const language of ['en', null]) {
      const [item] = items(compose(language));
      expect(item).toEqual({ kind: 'item', title: 'Harp Recital', url: `${ORIGIN}/events/1/x/`, lines: ['Mon, Nov 30, 2026 7:00 PM', 'Colonial Theatre, Pittsfield, MA'] });
      expect(compose(language, true).template.preview).toBe(ALERT_MESSAGES.cancellations.preview(['Harp Recital']));
    }
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
