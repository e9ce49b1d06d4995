import { localizedDescription, localizedName } from './localized-content';

describe("a producer's Spanish name and description (issue 31)", () => {
  const venue = { name: 'Colonial Theatre', nameEs: 'Teatro Colonial', description: '<p>A theatre.</p>', descriptionEs: '<p>Un teatro.</p>' };

  it('are the Spanish reader’s when given', () => {
    expect(localizedName(venue, 'es')).toBe('Teatro Colonial');
    expect(localizedDescription(venue, 'es')).toBe('<p>Un teatro.</p>');
  });

  it('leave the English ones when empty or blank', () => {
    expect(localizedName({ ...venue, nameEs: '' }, 'es')).toBe('Colonial Theatre');
    expect(localizedDescription({ ...venue, descriptionEs: '  ' }, 'es')).toBe('<p>A theatre.</p>');
    expect(localizedName({ name: 'Colonial Theatre' }, 'es')).toBe('Colonial Theatre');
  });

  it('never reach an English reader', () => {
    expect(localizedName(venue, 'en')).toBe('Colonial Theatre');
    expect(localizedDescription(venue, 'en')).toBe('<p>A theatre.</p>');
  });
});

describe("a category's Spanish name (issue 31)", () => {
  it('follows the same rule as the names of events and venues', () => {
    const music = { id: 12, name: 'Music', nameEs: 'Música' };
    expect(localizedName(music, 'es')).toBe('Música');
    expect(localizedName(music, 'en')).toBe('Music');
    expect(localizedName({ ...music, nameEs: ' ' }, 'es')).toBe('Music');
  });
});
