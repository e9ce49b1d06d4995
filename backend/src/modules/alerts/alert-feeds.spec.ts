import { foldLines as icalFoldLines } from 'ical-generator';
import { foldLines } from './alert-feeds.js';

describe('foldLines', () => {
  it('folds as ical-generator does, counting UTF-8 octets', () => {
    const text = [
      'BEGIN:VEVENT',
      `DESCRIPTION:${'Jazz night at the Iron Horse, Northampton. '.repeat(5)}`,
      `SUMMARY:${'Café crème ☕ 🎷 concert '.repeat(6)}`,
      `LOCATION:${'é'.repeat(80)}`,
      `X-ASCII:${'a'.repeat(67)}`,
      'END:VEVENT',
      '',
    ].join('\r\n');
    expect(foldLines(text)).toBe(icalFoldLines(text));
  });

  it('leaves short lines as they are', () => {
    expect(foldLines('A:b\r\nC:d\r\n')).toBe('A:b\r\nC:d\r\n');
  });
});
