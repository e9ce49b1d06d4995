/**
 * The pseudo-locale (issue 31): FormatJS's `en-XA`, each ASCII letter accented. A browser switches it on with
 * PSEUDO_LOCALE_KEY in its local storage ('on'); on a page in it, a text that reads plainly came from somewhere other
 * than the catalogues (or is a producer's words). The front ends reword in it, the e2e suite reads it.
 */
export const PSEUDO_LOCALE_KEY = 'events.pseudoLocale';

const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `text` in the pseudo-locale: its ASCII letters accented. */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[LETTERS.indexOf(letter)] ?? letter);
}

/** Whether a text shows the pseudo-locale's wording: an accented letter, or a message's bracket around its values. */
export function inPseudoLocaleWording(text: string): boolean {
  return [...text].some((character) => ACCENTED.includes(character)) || text.startsWith('[') || text.endsWith(']');
}
