import type { AdminSearchAd } from '@events/contracts/ads';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { deleteSearchAd, useSearchAdChange, useSearchAds } from '../api/search-ads';
import { SearchAdForm } from './search-ad-form';
import { searchAdMessages } from './search-ad-messages';
import { SearchAdStats } from './search-ad-stats';
import './search-ads.css';

type Editing = { ad: AdminSearchAd | null } | null;

const messages = plainMessages(defineMessages({
  liveToday: { id: 'editor.searchAds.liveToday', defaultMessage: 'Live today' },
  scheduled: { id: 'editor.searchAds.scheduled', defaultMessage: 'Scheduled' },
  retired: { id: 'editor.searchAds.retired', defaultMessage: 'Retired' },
  title: { id: 'editor.searchAds.title', defaultMessage: 'Title' },
  dates: { id: 'editor.searchAds.dates', defaultMessage: 'Dates' },
  dateRange: { id: 'editor.searchAds.dateRange', defaultMessage: '{start} to {end}' },
  anyTime: { id: 'editor.searchAds.anyTime', defaultMessage: 'any time' },
  noEnd: { id: 'editor.searchAds.noEnd', defaultMessage: 'no end' },
  status: { id: 'editor.searchAds.status', defaultMessage: 'Status' },
  actions: { id: 'editor.searchAds.actions', defaultMessage: 'Actions' },
  editLabel: { id: 'editor.searchAds.editLabel', defaultMessage: 'Edit {title}' },
  perDayLabel: { id: 'editor.searchAds.perDayLabel', defaultMessage: 'Per day counts of {title}' },
  perDay: { id: 'editor.searchAds.perDay', defaultMessage: 'Per day' },
  deleteLabel: { id: 'editor.searchAds.deleteLabel', defaultMessage: 'Delete {title}' },
  caption: { id: 'editor.searchAds.caption', defaultMessage: 'Search ads' },
  heading: { id: 'editor.searchAds.heading', defaultMessage: 'Search Ads' },
}));

function statusOf(intl: IntlShape, ad: AdminSearchAd): string {
  if (ad.live) return intl.formatMessage(messages.liveToday);
  return intl.formatMessage(ad.active ? messages.scheduled : messages.retired);
}

/** /editor/ads/: the search ads, their schedules and counts; create, edit, retire, delete. */
export function SearchAdsPage() {
  const intl = useAppIntl();
  const ads = useSearchAds();
  const remove = useSearchAdChange(deleteSearchAd);
  const [editing, setEditing] = useState<Editing>(null);
  const [statsOf, setStatsOf] = useState<AdminSearchAd | null>(null);

  const columns: DataTableColumn<AdminSearchAd>[] = [
    // The ad's own title (the advertiser's words).
    { key: 'title', header: intl.formatMessage(messages.title), className: 'search-ads__ad-title', cell: (ad) => ad.title },
    {
      key: 'dates',
      header: intl.formatMessage(messages.dates),
      cell: (ad) =>
        intl.formatMessage(messages.dateRange, {
          start: ad.startsOn ?? intl.formatMessage(messages.anyTime),
          end: ad.endsOn ?? intl.formatMessage(messages.noEnd),
        }),
    },
    { key: 'status', header: intl.formatMessage(messages.status), cell: (ad) => statusOf(intl, ad) },
    { key: 'impressions', header: intl.formatMessage(searchAdMessages.impressions), cell: (ad) => intl.formatNumber(ad.impressions) },
    { key: 'clicks', header: intl.formatMessage(searchAdMessages.clicks), cell: (ad) => intl.formatNumber(ad.clicks) },
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      headerHidden: true,
      cell: (ad) => (
        <>
          <Button variant="link" onClick={() => setEditing({ ad })} aria-label={intl.formatMessage(messages.editLabel, { title: ad.title })}>
            {intl.formatMessage(commonMessages.edit)}
          </Button>{' '}
          <Button variant="link" onClick={() => setStatsOf(ad)} aria-label={intl.formatMessage(messages.perDayLabel, { title: ad.title })}>
            {intl.formatMessage(messages.perDay)}
          </Button>{' '}
          <Button variant="link" onClick={() => remove.mutate(ad.id)} aria-label={intl.formatMessage(messages.deleteLabel, { title: ad.title })}>
            {intl.formatMessage(commonMessages.delete)}
          </Button>
        </>
      ),
    },
  ];
  const body = (
    <DataTable
      className="search-ads__table"
      caption={intl.formatMessage(messages.caption)}
      columns={columns}
      rows={ads.data}
      error={ads.isError ? { message: intl.formatMessage(commonMessages.fetchResults), onRetry: () => void ads.refetch() } : null}
      empty={intl.formatMessage(commonMessages.noItems)}
    />
  );

  return (
    <div className="ui-page search-ads">
      <h1>{intl.formatMessage(messages.heading)}</h1>
      {editing ? (
        <SearchAdForm key={editing.ad?.id ?? 'new'} ad={editing.ad} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing({ ad: null })}>{intl.formatMessage(searchAdMessages.newAd)}</Button>
      )}
      {body}
      {statsOf && <SearchAdStats id={statsOf.id} title={statsOf.title} />}
    </div>
  );
}
