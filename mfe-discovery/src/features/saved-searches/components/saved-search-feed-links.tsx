import { feedLinksOf } from '@events/contracts/alerts';
import type { SavedSearch } from '@events/contracts/saved-searches';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  saved: { id: 'discovery.savedSearchFeeds.saved', defaultMessage: 'Saved “{name}”.' },
  calendar: { id: 'discovery.savedSearchFeeds.calendar', defaultMessage: 'Subscribe in your calendar' },
  rss: { id: 'discovery.savedSearchFeeds.rss', defaultMessage: 'RSS' },
}));

/** After a save (issue 18): the saved search's private calendar (webcal) and RSS addresses. */
export function SavedSearchFeedLinks({ search }: { search: SavedSearch }) {
  const intl = useAppIntl();
  const links = feedLinksOf(search.feedToken, window.location.origin);
  return (
    <p className="save-search__feeds" role="status" data-testid="saved-search-feed-links">
      <span>{intl.formatMessage(messages.saved, { name: search.searchName })}</span>
      <a href={links.webcal}>{intl.formatMessage(messages.calendar)}</a>
      <a href={links.rss}>{intl.formatMessage(messages.rss)}</a>
    </p>
  );
}
