/** The pseudo-locale's wording of an English message without arguments (libs/ui i18n/pseudo-locale.ts). */
const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function pseudo(english: string): string {
  return `[${english.replace(/[A-Za-z]/g, (letter) => ACCENTED[LETTERS.indexOf(letter)] ?? letter)}]`;
}

/** Whether a text shows the pseudo-locale's wording: an accented letter, or a message's bracket around its values. */
export function inPseudoLocale(text: string): boolean {
  return [...text].some((character) => ACCENTED.includes(character)) || text.startsWith('[') || text.endsWith(']');
}
