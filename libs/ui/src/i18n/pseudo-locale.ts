import type { MessageFormatElement, PseudoLocale } from '@events/api-client/intl';

/**
 * FormatJS's `en-XA` pseudo-locale: each ASCII letter accented, each message in brackets. On a page in it, a text that
 * reads plainly came from somewhere other than the catalogues (or is a producer's words); the e2e suite looks for them.
 */
const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[LETTERS.indexOf(letter)] ?? letter);
}

type Element = MessageFormatElement & { value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** A message's AST with its own words in the pseudo-locale (its arguments are left to their values). */
function pseudoElements(elements: readonly Element[]): Element[] {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: pseudoText(String(element.value)) } as Element;
    if (element.options) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]));
      return { ...element, options } as Element;
    }
    if (element.children) return { ...element, children: pseudoElements(element.children) } as Element;
    return element;
  });
}

/** A message in the pseudo-locale: its AST's words (a text message, on the server or in a test, is left as it is). */
function pseudoMessage(message: string | MessageFormatElement[]): string | MessageFormatElement[] {
  if (typeof message === 'string') return message;
  return [{ type: 0, value: '[' }, ...pseudoElements(message as Element[]), { type: 0, value: ']' }] as MessageFormatElement[];
}

export const pseudoLocale: PseudoLocale = { message: pseudoMessage, text: pseudoText };
