import { ALERT_MESSAGES, feedLinksOf } from '@events/contracts/alerts';
import type { SavedSearch } from '@events/contracts/saved-searches';

/** After a save (issue 18): the saved search's private calendar (webcal) and RSS addresses. */
export function SavedSearchFeedLinks({ search }: { search: SavedSearch }) {
  const links = feedLinksOf(search.feedToken, window.location.origin);
  return (
    <p className="save-search__feeds" role="status" data-testid="saved-search-feed-links">
      <span>Saved “{search.searchName}”.</span>
      <a href={links.webcal}>{ALERT_MESSAGES.subscribeCalendar}</a>
      <a href={links.rss}>{ALERT_MESSAGES.rss}</a>
    </p>
  );
}
