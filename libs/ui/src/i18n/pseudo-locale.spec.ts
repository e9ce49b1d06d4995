import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@events/api-client/intl';
import { inPseudoLocale } from './pseudo-locale';

describe('pseudoLocale', () => {
  const intl = inPseudoLocale(createIntl({ locale: 'en', messages: { 'test.events': parse('{count, plural, one {# event in <b>{town}</b>} other {# events in <b>{town}</b>}}') } }));

  it("accents a message's own words, in every plural branch and tag, and brackets it; the values stay as given", () => {
    const parts = intl.formatMessage({ id: 'test.events' }, { count: 2, town: 'Lenox', b: (chunks) => `*${chunks.join('')}*` });
    expect(parts).toBe('[2 ḗṽḗƞŧş īƞ *Lenox*]');
  });

  it("accents a definition's English default when the catalogue has no message", () => {
    expect(intl.formatMessage({ id: 'test.venue', defaultMessage: parse('Venue') })).toBe('[Ṽḗƞŭḗ]');
  });

  it("accents dates, numbers' words and a list's words, as a catalogue's message would read", () => {
    expect(intl.formatRelativeTime(-1, 'day', { numeric: 'auto' })).toBe('ẏḗşŧḗřḓȧẏ');
    expect(intl.formatDate(Date.UTC(2027, 2, 14), { month: 'long', timeZone: 'UTC' })).toBe('Ḿȧřƈħ');
    expect(intl.formatList(['Lenox', 'Lee'], { type: 'conjunction' })).toBe('Lenox ȧƞḓ Lee');
  });
});
