/**
 * Why one event of a feed is not imported, in the plain words its producer reads beside the event's name (issue 30:
 * the source's list of refused events). One event's refusal never stops the others.
 */
export const FEED_REFUSAL_REASONS = {
  unreadable: 'Part of its text is not valid iCalendar, so it could not be read.',
  cutOff: 'Its text stops before the end of the event.',
  noStart: 'It has no start date.',
  badStart: 'Its start date is not a valid date.',
  noTitle: 'It has no title.',
  badRule: 'Its repeat rule could not be read.',
  tooFrequent: 'It repeats too often to import.',
} as const;

export type FeedRefusalCode = keyof typeof FEED_REFUSAL_REASONS;

/** Thrown while reading one event; the parser turns it into that event's refusal. */
export class FeedEventRefusal extends Error {
  override readonly name = 'FeedEventRefusal';

  constructor(readonly code: FeedRefusalCode) {
    super(FEED_REFUSAL_REASONS[code]);
  }
}
