import { localizedText } from './localized-content.js';

describe('localizedText: a producer’s own text in the reader’s language (issue 31)', () => {
  it('shows a Spanish reader the producer’s Spanish text', () => {
    expect(localizedText('Jazz Night', 'Noche de Jazz', 'es')).toBe('Noche de Jazz');
  });

  it('shows a Spanish reader the English when the producer wrote no Spanish, or only blanks', () => {
    expect(localizedText('Jazz Night', '', 'es')).toBe('Jazz Night');
    expect(localizedText('Jazz Night', ' \n\t ', 'es')).toBe('Jazz Night');
    expect(localizedText('Jazz Night', null, 'es')).toBe('Jazz Night');
    expect(localizedText('Jazz Night', undefined, 'es')).toBe('Jazz Night');
  });

  it('shows every other reader the English, whatever Spanish there is', () => {
    expect(localizedText('Jazz Night', 'Noche de Jazz', 'en')).toBe('Jazz Night');
    expect(localizedText('Jazz Night', 'Noche de Jazz', 'fr')).toBe('Jazz Night');
  });

  it('keeps the chosen text as written, spaces and markup included', () => {
    expect(localizedText('<p>At the hall.</p>', '<p>En la sala. </p>', 'es')).toBe('<p>En la sala. </p>');
    expect(localizedText(' Jazz Night ', '', 'es')).toBe(' Jazz Night ');
  });
});
