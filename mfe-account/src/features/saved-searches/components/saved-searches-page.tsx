import { useUserContext } from '@events/api-client/use-session';
import { SAVED_SEARCH_ORDERINGS, SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { RouterPager } from '@events/remote-kit/router-pager';
import { EmptyState } from '@events/ui/empty-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useDistanceUnits } from '@events/ui/use-search-preferences';
import { useMemo } from 'react';
import { Link, useLocation } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { SavedListFrame } from '../../../components/saved-list/saved-list-frame';
import { SavedListState } from '../../../components/saved-list/saved-list-state';
import { parseSavedListParams, savedListHref } from '../../../utils/saved-list-params';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchCard } from './saved-search-card';

const messages = plainMessages(defineMessages({
  heading: { id: 'account.savedSearches.heading', defaultMessage: '{count, plural, one {# Saved Search} other {# Saved Searches}}' },
  waiting: { id: 'account.savedSearches.waiting', defaultMessage: 'Choose a location to see your saved searches.' },
  emptyTitle: { id: 'account.savedSearches.emptyTitle', defaultMessage: 'Your saved searches folder is empty.' },
  emptyText: { id: 'account.savedSearches.emptyText', defaultMessage: 'Save your customized searches for reuse.' },
  newSearch: { id: 'account.savedSearches.newSearch', defaultMessage: 'New search' },
}));

/** /saved/searches/ (spec "Saved searches list"): "N Saved Searches", sort Last edited / Last added, the cards. */
export function SavedSearchesPage() {
  const intl = useAppIntl();
  const userId = useUserContext()?.id ?? null;
  const units = useDistanceUnits();
  const { search } = useLocation();
  const params = useMemo(() => parseSavedListParams(search, SAVED_SEARCH_ORDERINGS), [search]);
  const list = useSavedSearches(params, userId);
  const data = list.data;
  const hrefFor = (changes: Partial<typeof params>) => savedListHref(SAVED_SEARCH_PATHS.page, { ...params, ...changes }, SAVED_SEARCH_ORDERINGS);
  return (
    <SavedListFrame
      heading={intl.formatMessage(messages.heading, { count: data?.pagination.totalItems ?? 0 })}
      orderings={SAVED_SEARCH_ORDERINGS}
      current={params.ordering}
      orderingHref={(ordering) => hrefFor({ ordering, page: 1 })}
    >
      <SavedListState
        waitingHint={intl.formatMessage(messages.waiting)}
        waiting={false}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={data?.results.length === 0}
        emptyState={
          <EmptyState title={intl.formatMessage(messages.emptyTitle)} message={intl.formatMessage(messages.emptyText)}>
            <Link to="/events/" className="ui-button">
              {intl.formatMessage(messages.newSearch)}
            </Link>
          </EmptyState>
        }
      >
        <ul className="saved-list__items" aria-busy={list.isFetching || undefined} data-testid="saved-searches">
          {data?.results.map((item) => <SavedSearchCard key={item.id} search={item} units={units} />)}
        </ul>
        {data && <RouterPager pagination={data.pagination} hrefFor={(page) => hrefFor({ page })} />}
      </SavedListState>
    </SavedListFrame>
  );
}
