import type { IntlShape, MessageDescriptor, MessageFormatElement } from '@events/api-client/intl';
import { pseudoText } from '@events/contracts/pseudo-locale';

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

/**
 * An intl in the pseudo-locale: `intl`'s, each message (the catalogue's, else the definition's English) and each date,
 * number and list word it formats reworded. Its values (names, places) are left as they are.
 */
export function inPseudoLocale(intl: IntlShape): IntlShape {
  const messages = intl.messages as Record<string, string | MessageFormatElement[]>;
  const formatMessage = (descriptor: MessageDescriptor, values?: Record<string, unknown>): unknown => {
    const id = String(descriptor.id ?? '');
    const message = Object.hasOwn(messages, id) ? messages[id] : descriptor.defaultMessage;
    if (message === undefined) return id;
    // Its own id: the reworded message is formatted (and kept) beside the message itself.
    return (intl.formatMessage as (d: MessageDescriptor, v?: Record<string, unknown>) => unknown)({ id: `pseudo:${id}`, defaultMessage: pseudoMessage(message) }, values);
  };
  return {
    ...intl,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatDate: (value, options) => pseudoText(intl.formatDate(value, options)),
    formatTime: (value, options) => pseudoText(intl.formatTime(value, options)),
    formatNumber: (value, options) => pseudoText(intl.formatNumber(value, options)),
    formatRelativeTime: (value, unit, options) => pseudoText(intl.formatRelativeTime(value, unit, options)),
    formatList: (values, options) =>
      new Intl.ListFormat(intl.locale, options)
        .formatToParts(values)
        .map((part) => (part.type === 'literal' ? pseudoText(part.value) : part.value))
        .join(''),
  };
}
