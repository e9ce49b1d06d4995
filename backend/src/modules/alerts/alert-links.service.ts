import { Injectable } from '@nestjs/common';
import { wellFormedTokens } from '@events/contracts/alerts';
import { MAX_SEARCH_RANGE_DAYS } from '@events/contracts/search';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { searchUrlOf, upcomingRange } from '../saved-searches/saved-search.mapper.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { todayIn } from '../search/search-criteria.js';
import { buildSearchCalendar, buildSearchRss, type FeedFile } from './alert-feeds.js';
import { AlertsError } from './alerts.errors.js';
import { AlertsRepository, type SearchName } from './alerts.repository.js';

/** Events per feed (the listing's largest page) and occurrences per calendar feed. */
const FEED_EVENTS = 100;
const FEED_OCCURRENCES = 1000;

/**
 * What a saved search's secret links open without signing in: its calendar and RSS feeds (feed token) and the
 * unsubscribe of its mails (unsubscribe token). An unknown token, forged or revoked, is a 404 that changes nothing.
 */
@Injectable()
export class AlertLinksService {
  constructor(
    private readonly repository: AlertsRepository,
    private readonly savedSearches: SavedSearchesService,
  ) {}

  async feed(kind: 'calendar' | 'rss', token: string, origin: string, now: Date = new Date()): Promise<FeedFile> {
    const search = wellFormedTokens([token]) ? await this.repository.findByFeedToken(token) : undefined;
    if (search === undefined) throw new AlertsError('token_not_found');
    const today = todayIn(undefined, now);
    const cards = await this.savedSearches.upcomingEvents(search, { units: search.owner_units, count: FEED_EVENTS }, now);
    const ids = cards.map((card) => card.id);
    const range = upcomingRange(search, today) ?? { start: today, end: addDaysToLocalDate(today, MAX_SEARCH_RANGE_DAYS - 1) };
    const [events, occurrences] = await Promise.all([
      this.repository.findFeedEvents(ids),
      this.repository.findFeedOccurrences(ids, range.start, range.end, FEED_OCCURRENCES),
    ]);
    const order = new Map(ids.map((id, index) => [id, index]));
    const input = {
      searchName: search.search_name,
      origin,
      searchUrl: `${origin}${searchUrlOf(search, today)}`,
      events: events.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
      occurrences,
    };
    return kind === 'calendar' ? buildSearchCalendar(input) : buildSearchRss(input);
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
