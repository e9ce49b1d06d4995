import { parse } from '@formatjs/icu-messageformat-parser';
import { createElement, isValidElement } from 'react';
import { createIntl, defineMessages } from './intl.js';

const messages = defineMessages({
  greeting: { id: 'test.greeting', defaultMessage: 'Hello, {name}' },
  events: { id: 'test.events', defaultMessage: '{count, plural, one {# event} other {# events}}' },
  hostedBy: { id: 'test.hostedBy', defaultMessage: 'Hosted by <link>{venue}</link>.' },
  plain: { id: 'test.plain', defaultMessage: 'Venue' },
});

describe('createIntl', () => {
  it("reads the language's catalogue, and a message it lacks from the definition's English default", () => {
    const intl = createIntl({ locale: 'es', defaultLocale: 'en', messages: { 'test.greeting': 'Hola, {name}' } });
    expect(intl.formatMessage(messages.greeting, { name: 'Ana' })).toBe('Hola, Ana');
    expect(intl.formatMessage(messages.plain)).toBe('Venue');
  });

  it('formats plurals by the locale, from text or from an AST compiled at build', () => {
    const english = createIntl({ locale: 'en', messages: {} });
    expect(english.formatMessage(messages.events, { count: 1 })).toBe('1 event');
    const compiled = createIntl({ locale: 'es', defaultLocale: 'en', messages: { 'test.events': parse('{count, plural, one {# evento} other {# eventos}}') } });
    expect(compiled.formatMessage(messages.events, { count: 3 })).toBe('3 eventos');
  });

  it('formats a catalogue by each intl made over it: its own locale, and the text of the catalogue it was given', () => {
    // A server renders every page with an intl of its own over the language's one catalogue (the formats are built
    // once per catalogue); each intl still formats in its own locale: French says "one" of 0, English "other".
    const catalogue = { 'test.events': '{count, plural, one {# (one)} other {# (other)}}' };
    expect(createIntl({ locale: 'en', messages: catalogue }).formatMessage(messages.events, { count: 0 })).toBe('0 (other)');
    expect(createIntl({ locale: 'fr', messages: catalogue }).formatMessage(messages.events, { count: 0 })).toBe('0 (one)');
    expect(createIntl({ locale: 'en', messages: catalogue }).formatMessage(messages.events, { count: 0 })).toBe('0 (other)');
    // A catalogue loaded again (a deployment between two builds) is read as it now is.
    const reloaded = { 'test.events': '{count, plural, one {# evento} other {# eventos}}' };
    expect(createIntl({ locale: 'en', messages: reloaded }).formatMessage(messages.events, { count: 2 })).toBe('2 eventos');
  });

  it('returns rich text as keyed React nodes', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    const parts = intl.formatMessage(messages.hostedBy, { venue: 'Mass MoCA', link: (chunks) => createElement('a', { href: '/v/' }, chunks) });
    expect(Array.isArray(parts)).toBe(true);
    const link = (parts as unknown[]).find((part) => isValidElement(part));
    expect(isValidElement(link) && link.key).toBeTruthy();
  });

  it('reads a message whose values do not fit as its text, and reports it', () => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: 'es', messages: { 'test.greeting': [{ type: 99 }] as never }, onError: (error) => errors.push(error) });
    expect(intl.formatMessage(messages.greeting, { name: 'Ana' })).toBe('test.greeting');
    expect(errors).toHaveLength(1);
  });

  it('formats dates, times, numbers, lists and relative times by the locale', () => {
    const intl = createIntl({ locale: 'es', messages: {} });
    const noon = Date.UTC(2027, 2, 14, 12, 0);
    expect(intl.formatDate(noon, { month: 'long', timeZone: 'UTC' })).toBe('marzo');
    expect(intl.formatTime(noon, { timeZone: 'UTC' })).toBe('12:00');
    expect(intl.formatNumber(1234.5)).toBe('1234,5');
    expect(intl.formatList(['uno', 'dos', 'tres'], { type: 'conjunction' })).toBe('uno, dos y tres');
    expect(intl.formatRelativeTime(-1, 'day', { numeric: 'auto' })).toBe('ayer');
  });
});
