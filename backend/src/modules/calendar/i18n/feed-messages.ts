import type { Language } from '@events/contracts/languages';

/**
 * The feeds' own texts (issue 31): what the iCalendar and RSS feeds of saved searches and widgets, and an event's own
 * iCalendar file, write around the events, as ICU messages per language, formatted with `@formatjs/intl`
 * (feed-intl.ts). They live in the calendar module, which the feeds (alerts module) build on. English is the spec's
 * wording, unchanged; the events' own names, places and descriptions are the producers' and are never translated.
 * A third language is one more entry with the same keys and arguments.
 */
export type FeedMessages = {
  /** The feed's title (and the RSS channel's description): the search's or the calendar's name after it. */
  readonly feedTitle: string;
  /** An event's title in a feed: after its status label when it does not go ahead as planned ("Cancelled: …"). */
  readonly nameWithStatus: string;
  /** The status label an RSS item carries as its category. */
  readonly statusFlag: string;
  /** Where an online event takes place. */
  readonly online: string;
  /** An RSS item's line: when, then where. */
  readonly whenWhere: string;
};

export const FEED_MESSAGES = {
  en: {
    feedTitle: 'Events: {name}',
    nameWithStatus: '{status, select, cancelled {Cancelled: {name}} postponed {Postponed: {name}} moved_online {Moved online: {name}} other {{name}}}',
    statusFlag: '{status, select, cancelled {Cancelled} postponed {Postponed} moved_online {Moved online} other {}}',
    online: 'Online',
    whenWhere: '{when} · {where}',
  },
  es: {
    feedTitle: 'Eventos: {name}',
    nameWithStatus: '{status, select, cancelled {Cancelado: {name}} postponed {Aplazado: {name}} moved_online {Ahora en línea: {name}} other {{name}}}',
    statusFlag: '{status, select, cancelled {Cancelado} postponed {Aplazado} moved_online {Ahora en línea} other {}}',
    online: 'En línea',
    whenWhere: '{when} · {where}',
  },
} as const satisfies Record<Language, FeedMessages>;
