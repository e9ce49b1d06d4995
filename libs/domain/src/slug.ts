/** Longest slug made from a name; the tail is cut at a word boundary where one falls. */
export const SLUG_MAX_LENGTH = 80;

/**
 * The address part made from a name: accents dropped, lower case, `&` read as "and", apostrophes removed, every
 * other run of non-alphanumerics one hyphen. A name with nothing left gives `item`. Venues and events get theirs from
 * it, whether typed into a form or generated for the demo region.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug === '' ? 'item' : slug;
}
