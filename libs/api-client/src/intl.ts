import type {
  MessageDescriptor,
  MessageTextOutput,
  MessageValues,
  MessageValuesOf,
  RegisteredMessageId,
  RegisteredMessageValues,
  TypedMessageArguments,
  TypedMessageDescriptor,
  UnregisteredMessageDescriptor,
  UntypedMessageDescriptor,
} from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import { type FormatXMLElementFn, IntlMessageFormat, type NoMessageValues, type Options, type PrimitiveType } from 'intl-messageformat';
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';

/**
 * The front ends' message formatting (issue 31): FormatJS's `intl-messageformat` formats each message (an ICU AST in
 * the browser, compiled at build), and `Intl` the dates, numbers, lists and relative times, as `@formatjs/intl` and
 * react-intl do. Those two are not used in the browser: a shared module comes whole, and theirs carried every
 * formatter, error class and component (~5 KB gz) the apps never call. `intl-messageformat` is the shared singleton
 * (libs/build-config shared-singletons.ts); the types are FormatJS's, so a message's values are checked as before.
 */
export type { MessageDescriptor, MessageFormatElement };
export type { MessageTag } from 'intl-messageformat';

/** One app's messages in one language: id -> ICU AST (the browser's) or text (the server's, the tests'). */
export type IntlMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

export type IntlConfig = {
  readonly locale: string;
  /** The language of the definitions' default messages: English unless said. */
  readonly defaultLocale?: string;
  readonly messages: IntlMessages;
  /** A message that does not format (a translation that names a value the code does not give). */
  readonly onError?: (error: unknown) => void;
};

/**
 * An app's intl, typed as react-intl's (whose typing the code was written to): a rich-text tag's function takes the
 * text parts and returns a React node, and the message comes back as React nodes.
 */
export type IntlShape = {
  readonly locale: string;
  readonly defaultLocale: string;
  readonly messages: IntlMessages;
  formatMessage<V extends MessageValues = never, T extends ReactNode = ReactNode>(
    this: void,
    descriptor: [V] extends [never] ? never : UntypedMessageDescriptor,
    ...args: TypedMessageArguments<NoInfer<V>, string, T>
  ): MessageTextOutput;
  formatMessage<V extends MessageValues = never, T extends ReactNode = ReactNode>(
    this: void,
    descriptor: [V] extends [never] ? never : UntypedMessageDescriptor,
    ...args: TypedMessageArguments<NoInfer<V>, T>
  ): string | T | Array<string | T>;
  formatMessage<D extends TypedMessageDescriptor<MessageValues>>(this: void, descriptor: D, ...args: TypedMessageArguments<MessageValuesOf<NoInfer<D>>, string, ReactNode>): MessageTextOutput;
  formatMessage<D extends TypedMessageDescriptor<MessageValues>>(this: void, descriptor: D, ...args: TypedMessageArguments<MessageValuesOf<NoInfer<D>>, ReactNode>): ReactNode;
  formatMessage<const K extends RegisteredMessageId>(
    this: void,
    descriptor: UntypedMessageDescriptor & { id: K },
    ...args: TypedMessageArguments<RegisteredMessageValues<NoInfer<K>>, string, ReactNode>
  ): MessageTextOutput;
  formatMessage<const K extends RegisteredMessageId>(
    this: void,
    descriptor: UntypedMessageDescriptor & { id: K },
    ...args: TypedMessageArguments<RegisteredMessageValues<NoInfer<K>>, ReactNode>
  ): string | ReactNode | Array<string | ReactNode>;
  formatMessage<V = never, const D extends UntypedMessageDescriptor = UntypedMessageDescriptor>(
    this: void,
    descriptor: [V] extends [never] ? D & UnregisteredMessageDescriptor<NoInfer<D>> : never,
    values?: Record<string, PrimitiveType | FormatXMLElementFn<string, string>>,
    opts?: Options,
  ): MessageTextOutput;
  formatMessage<V = never, const D extends UntypedMessageDescriptor = UntypedMessageDescriptor>(
    this: void,
    descriptor: [V] extends [never] ? D & UnregisteredMessageDescriptor<NoInfer<D>> : never,
    values?: Record<string, ReactNode | PrimitiveType | FormatXMLElementFn<string, ReactNode>>,
    opts?: Options,
  ): ReactNode[];
  formatDate(this: void, value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  /** A time: the hour and minute unless `options` name what to show. */
  formatTime(this: void, value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(this: void, value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatRelativeTime(this: void, value: number, unit?: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string;
  formatList(this: void, values: Iterable<string>, options?: Intl.ListFormatOptions): string;
};

/** `Intl` formatters built once per locale and options, shared by every intl of a page (they are costly to build). */
export type IntlCache = Map<string, unknown>;

export function createIntlCache(): IntlCache {
  return new Map();
}

function memo<T>(cache: IntlCache, kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let made = cache.get(key) as T | undefined;
  if (made === undefined) {
    made = build();
    cache.set(key, made);
  }
  return made;
}

/**
 * Parts of a rich-text message (`<link>…</link>` around a name) as a list React renders without warnings: each element
 * in a keyed fragment of its own, as react-intl does (a key given by cloning is not enough for React's dev checks).
 */
function keyed(parts: unknown): unknown {
  return Array.isArray(parts) ? parts.map((part: unknown, index) => (isValidElement(part) ? createElement(Fragment, { key: index }, part) : part)) : parts;
}

type Values = Record<string, unknown> | undefined;

/** A message's values, each tag's function given its parts keyed. */
function keyedTags(values: Values): Values {
  if (!values) return values;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = typeof value === 'function' ? (parts: unknown) => (value as (parts: unknown) => unknown)(keyed(parts)) : value;
  }
  return out;
}

const asDate = (value: Date | number | string): Date => (value instanceof Date ? value : new Date(value));
const TIME_FIELDS = ['hour', 'minute', 'second', 'timeStyle', 'dateStyle'] as const;

/**
 * The intl of a language. A message reads the language's catalogue, else its definition's English default (the
 * build's check keeps catalogues complete, so that is a deployment between two builds); a message whose values do
 * not fit reads its text (or its id) rather than breaking the page.
 */
/**
 * Each catalogue's message formats, by locale and message: an intl made again for the same catalogue (each render of
 * a page on the server, a language switched back) formats with the ones already built, which are costly to build
 * (the locale's resolution, the message's formatters).
 */
const formatsByCatalogue = new WeakMap<IntlMessages, Map<string, IntlMessageFormat>>();

function formatsOf(messages: IntlMessages): Map<string, IntlMessageFormat> {
  let formats = formatsByCatalogue.get(messages);
  if (!formats) {
    formats = new Map();
    formatsByCatalogue.set(messages, formats);
  }
  return formats;
}

export function createIntl(config: IntlConfig, cache: IntlCache = createIntlCache()): IntlShape {
  const { locale, defaultLocale = DEFAULT_LANGUAGE, messages, onError = (error: unknown) => console.error(error) } = config;
  const formats = formatsOf(messages);
  const formatters = {
    getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => memo(cache, 'n', String(args[0]), args[1], () => new Intl.NumberFormat(...args)),
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => memo(cache, 'd', String(args[0]), args[1], () => new Intl.DateTimeFormat(...args)),
    getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => memo(cache, 'p', String(args[0]), args[1], () => new Intl.PluralRules(...args)),
  };

  const formatMessage = (descriptor: MessageDescriptor, values?: Values): unknown => {
    const id = String(descriptor.id ?? '');
    const own = Object.hasOwn(messages, id) ? (messages as Record<string, string | MessageFormatElement[]>)[id] : undefined;
    const message = own ?? descriptor.defaultMessage;
    if (message === undefined) return id;
    // A message without arguments or tags is its one literal: nothing to format.
    if (Array.isArray(message) && message.length === 1 && message[0]?.type === 0) return message[0].value;
    const messageLocale = own === undefined ? defaultLocale : locale;
    const key = `${messageLocale}|${own === undefined ? 'default' : 'own'}|${id}`;
    let format = formats.get(key);
    try {
      if (!format) {
        format = new IntlMessageFormat(message, messageLocale, undefined, { formatters });
        formats.set(key, format);
      }
      return keyed(format.format(keyedTags(values) as Parameters<IntlMessageFormat['format']>[0]));
    } catch (error) {
      onError(error);
      return typeof message === 'string' ? message : id;
    }
  };

  return {
    locale,
    defaultLocale,
    messages,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatDate: (value, options) => formatters.getDateTimeFormat(locale, options).format(asDate(value)),
    formatTime: (value, options = {}) => {
      const fields: Intl.DateTimeFormatOptions = TIME_FIELDS.some((field) => options[field] !== undefined) ? options : { hour: 'numeric', minute: 'numeric', ...options };
      return formatters.getDateTimeFormat(locale, fields).format(asDate(value));
    },
    formatNumber: (value, options) => formatters.getNumberFormat(locale, options).format(value),
    formatRelativeTime: (value, unit = 'second', options) => memo(cache, 'r', locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(value, unit),
    formatList: (values, options) => memo(cache, 'l', locale, options, () => new Intl.ListFormat(locale, options)).format(values),
  };
}

/** The messages of a module, each an id and its English ICU text (FormatJS extracts them: `scripts/i18n.mjs`). */
export function defineMessages<K extends PropertyKey, T = MessageDescriptor, U extends Record<K, T> = Record<K, T>>(messages: U): U {
  return messages;
}

/** One message; `V` types the values it takes (`defineMessage<{ name: string }>`), as FormatJS's typed descriptors. */
export function defineMessage<V extends MessageValues = NoMessageValues>(message: MessageDescriptor & { id: string; defaultMessage: string }): TypedMessageDescriptor<NoInfer<V>> & Readonly<{ id: string; defaultMessage: string }> {
  return message as TypedMessageDescriptor<NoInfer<V>> & Readonly<{ id: string; defaultMessage: string }>;
}
