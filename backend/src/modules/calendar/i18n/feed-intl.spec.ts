import { ALERT_MESSAGES } from '@events/contracts/alerts';
import { nameWithStatus } from '@events/contracts/event-status';
import { LANGUAGE_CODES } from '@events/contracts/languages';
import { feedTexts } from './feed-intl.js';
import { FEED_MESSAGES } from './feed-messages.js';

describe('feed texts', () => {
  it('reads in English exactly as the feeds always did', () => {
    const en = feedTexts('en');
    expect(en.feedTitle('Jazz')).toBe(ALERT_MESSAGES.feedTitle('Jazz'));
    for (const status of ['scheduled', 'cancelled', 'postponed', 'moved_online'] as const) expect(en.nameWithStatus('Jazz Night', status)).toBe(nameWithStatus('Jazz Night', status));
    expect(en.statusFlag('scheduled')).toBeNull();
    expect(en.statusFlag('moved_online')).toBe('Moved online');
    expect(en.online).toBe('Online');
    expect(en.whenWhere('Sat, Nov 28, 2026, 7:00 PM', 'Hall, Lenox')).toBe('Sat, Nov 28, 2026, 7:00 PM · Hall, Lenox');
    expect(en.whenWhere('', 'Online')).toBe('Online');
  });

  it('words them in Spanish, leaving the names as they are', () => {
    const es = feedTexts('es');
    expect(es.feedTitle('Jazz')).toBe('Eventos: Jazz');
    expect(es.nameWithStatus('Jazz Night', 'cancelled')).toBe('Cancelado: Jazz Night');
    expect(es.nameWithStatus('Jazz Night', 'scheduled')).toBe('Jazz Night');
    expect(es.statusFlag('postponed')).toBe('Aplazado');
    expect(es.online).toBe('En línea');
  });

  it('has every message in every language, and reads English for a language it does not speak', () => {
    const keys = Object.keys(FEED_MESSAGES.en).sort();
    for (const code of LANGUAGE_CODES) expect(Object.keys((FEED_MESSAGES as Record<string, object>)[code] ?? {}).sort()).toEqual(keys);
    expect(feedTexts('xx').feedTitle('Jazz')).toBe('Events: Jazz');
  });
});
