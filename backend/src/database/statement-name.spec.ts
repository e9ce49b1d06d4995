import { createHash } from 'node:crypto';
import { statementName } from './statement-name.js';

describe('statementName', () => {
  it('is the prefix and the first 16 hex digits of the text\'s SHA-1, the same for every caller', () => {
    const text = 'SELECT $1::int AS n';
    const name = statementName('search', text);
    expect(name).toBe(`search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
    expect(statementName('search', text)).toBe(name);
  });

  it('differs by prefix and by text', () => {
    expect(statementName('event_cards', 'SELECT 1')).not.toBe(statementName('venue_cards', 'SELECT 1'));
    expect(statementName('event_cards', 'SELECT 1')).not.toBe(statementName('event_cards', 'SELECT 2'));
  });
});
