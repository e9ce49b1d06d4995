import { SLUG_MAX_LENGTH, slugify } from './slug.js';

describe('slugify', () => {
  it('drops accents, reads & as "and" and joins words with single hyphens', () => {
    expect(slugify('Café “Ünïcode” & Co.')).toBe('cafe-unicode-and-co');
    expect(slugify("Bear's  Brewing -- Company")).toBe('bears-brewing-company');
  });

  it('never ends in a hyphen when cut to length, and gives "item" for a name with no letters or digits', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('!!! ???')).toBe('item');
  });
});
