import { Injectable } from '@nestjs/common';
import { wellFormedTokens } from '@events/contracts/alerts';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { Clock } from '../../common/clock/clock.js';
import { calendarEventIn, type SpanishEventTexts } from '../calendar/calendar-event.read-model.js';
import { searchUrlOf, upcomingRange, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { todayIn } from '../search/search-criteria.js';
import { RenderCache } from '../../common/cache/render-cache.js';
import { RenderCacheRegistry } from '../../common/cache/render-cache-registry.js';
import { FeedBodies } from './alert-feed-bodies.js';
import { buildSearchCalendar, buildSearchRss, feedEtag, type FeedInput } from './alert-feeds.js';
import { AlertsError } from './alerts.errors.js';
import { AlertsRepository, type FeedSearch, type SearchName } from './alerts.repository.js';

export type { FeedSearch };

/** Events per feed (the listing's largest page). */
const FEED_EVENTS = 100;
/** A feed covers the search's dates from today, at most this many days ahead (a calendar refreshes daily). */
export const FEED_DAYS = 90;
/** Occurrences per calendar feed at most, the soonest first. */
export const FEED_OCCURRENCES = 300;
/**
 * A feed's keyword matching at most this many events lists through them (SearchService.keywordCandidates): that
 * many index probes cost less than a pass over the events of FEED_DAYS days.
 */
const FEED_KEYWORD_EVENTS = 3000;
/**
 * Feed answers kept by what they are made from (see feed), and for at most FEED_ANSWER_MS: a bound on their age
 * should anything they depend on move without a catalogue write.
 */
const FEED_ANSWERS = 200;
const FEED_ANSWER_MS = 10 * 60_000;
/** Characters of feed bodies kept by ETag (alert-feed-bodies.ts): some fifty calendars of FEED_OCCURRENCES entries. */
const FEED_BODIES_CHARS = 16 * 1024 * 1024;

/** A feed's ETag, known before its body is made; `render` makes the body. */
export type FeedAnswer = { readonly etag: string; readonly render: () => string };

/** What a feed's body is made from, and its ETag. */
type FeedMaterial = { readonly etag: string; readonly input: FeedInput };

/**
 * What a saved search's secret links open without signing in: its calendar and RSS feeds (feed token) and the
 * unsubscribe of its mails (unsubscribe token). An unknown token, forged or revoked, is a 404 that changes nothing.
 */
@Injectable()
export class AlertLinksService {
  private readonly answers: RenderCache<FeedMaterial>;
  private readonly bodies = new FeedBodies(FEED_BODIES_CHARS);

  constructor(
    private readonly repository: AlertsRepository,
    private readonly savedSearches: SavedSearchesService,
    private readonly clock: Clock,
    caches: RenderCacheRegistry,
  ) {
    this.answers = caches.register(new RenderCache<FeedMaterial>(FEED_ANSWERS, FEED_ANSWER_MS));
  }

  /**
   * The feed of the search whose feed token is `token`: its events from the listing (today on, the search's dates,
   * at most FEED_DAYS days ahead) and their occurrences in those days (at most FEED_OCCURRENCES). These are fixed by
   * the search as stored, its owner's units, the region's day and the catalogue, whose generation is read with the
   * search: a feed asked again with all of them unchanged is answered from memory, without the listing. Its own
   * words are in `language` (issue 31).
   */
  async feed(kind: 'calendar' | 'rss', token: string, origin: string, now: Date = this.clock.now(), language: Language = DEFAULT_LANGUAGE): Promise<FeedAnswer> {
    const search = wellFormedTokens([token]) ? await this.repository.findByFeedToken(token) : undefined;
    if (search === undefined) throw new AlertsError('token_not_found');
    return this.feedOf(kind, search, origin, now, language);
  }

  /**
   * The public calendar feed of a widget: its saved search's events, as the search's own calendar feed lists them,
   * named by the widget's title. The widget module reads the search with the widget and says whether it publishes.
   */
  widgetCalendar(search: FeedSearch, title: string, origin: string, now: Date = this.clock.now(), language: Language = DEFAULT_LANGUAGE): Promise<FeedAnswer> {
    return this.feedOf('calendar', { ...search, search_name: title }, origin, now, language);
  }

  private async feedOf(kind: 'calendar' | 'rss', search: FeedSearch, origin: string, now: Date, language: Language): Promise<FeedAnswer> {
    const today = todayIn(undefined, now);
    const key = JSON.stringify([kind, origin, today, language, search]);
    let known = this.answers.get(key, now.getTime());
    if (known === undefined) {
      known = await this.answer(kind, search, origin, today, now, language);
      this.answers.set(key, known, now.getTime());
    }
    const { etag, input } = known;
    return { etag, render: () => this.bodies.get(etag, () => (kind === 'calendar' ? buildSearchCalendar(input) : buildSearchRss(input))) };
  }

  /** What a feed is made from, read now, and its ETag. */
  private async answer(kind: 'calendar' | 'rss', search: FeedSearch, origin: string, today: string, now: Date, language: Language): Promise<FeedMaterial> {
    const bounded = { ...search, ...this.boundedDates(search, today) };
    const options = { units: search.owner_units, count: FEED_EVENTS, keywordFirst: FEED_KEYWORD_EVENTS };
    const cards = await this.savedSearches.upcomingEvents(bounded, options, now);
    const ids = cards.map((card) => card.id);
    const range = upcomingRange(bounded, today) ?? { start: today, end: addDaysToLocalDate(today, FEED_DAYS - 1) };
    const [events, occurrences, spanish] = await Promise.all([
      this.repository.findFeedEvents(ids),
      this.repository.findFeedOccurrences(ids, range.start, range.end, FEED_OCCURRENCES),
      // An English feed shows the English texts: only a feed in another language reads the producers' Spanish ones.
      language === DEFAULT_LANGUAGE ? new Map<number, SpanishEventTexts>() : this.repository.findFeedSpanishTexts(ids),
    ]);
    const order = new Map(ids.map((id, index) => [id, index]));
    const input = {
      searchName: search.search_name,
      origin,
      searchUrl: `${origin}${searchUrlOf(search, today)}`,
      events: events.map((event) => calendarEventIn(event, spanish.get(event.id), language)).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
      occurrences,
      // English feeds name no language: their input, body and ETag are what they were before feeds spoke Spanish.
      ...(language === DEFAULT_LANGUAGE ? {} : { language }),
    };
    return { etag: feedEtag(kind, input), input };
  }

  /** The search's dates cut to FEED_DAYS days from today, as explicit dates. */
  private boundedDates(search: SavedSearchRow, today: string): Pick<SavedSearchRow, 'named_date' | 'date_start' | 'date_end'> {
    const range = upcomingRange(search, today);
    const last = addDaysToLocalDate(today, FEED_DAYS - 1);
    if (range === null) return { named_date: search.named_date, date_start: search.date_start, date_end: search.date_end };
    return { named_date: '', date_start: range.start, date_end: range.end > last ? last : range.end };
  }

  /** The searches the tokens name; 404 unless every token names one. */
  async searchesOf(tokens: readonly string[]): Promise<SearchName[]> {
    const unique = [...new Set(tokens)];
    if (!wellFormedTokens(unique)) throw new AlertsError('token_not_found');
    const searches = await this.repository.findByUnsubscribeTokens(unique);
    if (searches.length !== unique.length) throw new AlertsError('token_not_found');
    return searches;
  }

  /** Turns off the alerts of the searches the tokens name (all of them, or none when one token is unknown). */
  async unsubscribe(tokens: readonly string[]): Promise<SearchName[]> {
    await this.searchesOf(tokens);
    return this.repository.unsubscribe([...new Set(tokens)]);
  }
}
