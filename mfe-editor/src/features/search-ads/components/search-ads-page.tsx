import type { AdminSearchAd } from '@events/contracts/ads';
import { ERRORS } from '@events/contracts/messages';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { useState } from 'react';
import { deleteSearchAd, useSearchAdChange, useSearchAds } from '../api/search-ads';
import { SearchAdForm } from './search-ad-form';
import { SearchAdStats } from './search-ad-stats';
import './search-ads.css';

type Editing = { ad: AdminSearchAd | null } | null;

function statusOf(ad: AdminSearchAd): string {
  if (ad.live) return 'Live today';
  return ad.active ? 'Scheduled' : 'Retired';
}

/** /editor/ads/: the search ads, their schedules and counts; create, edit, retire, delete. */
export function SearchAdsPage() {
  const ads = useSearchAds();
  const remove = useSearchAdChange(deleteSearchAd);
  const [editing, setEditing] = useState<Editing>(null);
  const [statsOf, setStatsOf] = useState<AdminSearchAd | null>(null);

  const columns: DataTableColumn<AdminSearchAd>[] = [
    { key: 'title', header: 'Title', cell: (ad) => ad.title },
    { key: 'dates', header: 'Dates', cell: (ad) => `${ad.startsOn ?? 'any time'} to ${ad.endsOn ?? 'no end'}` },
    { key: 'status', header: 'Status', cell: statusOf },
    { key: 'impressions', header: 'Impressions', cell: (ad) => ad.impressions },
    { key: 'clicks', header: 'Clicks', cell: (ad) => ad.clicks },
    {
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      cell: (ad) => (
        <>
          <Button variant="link" onClick={() => setEditing({ ad })} aria-label={`Edit ${ad.title}`}>
            Edit
          </Button>{' '}
          <Button variant="link" onClick={() => setStatsOf(ad)} aria-label={`Per day counts of ${ad.title}`}>
            Per day
          </Button>{' '}
          <Button variant="link" onClick={() => remove.mutate(ad.id)} aria-label={`Delete ${ad.title}`}>
            Delete
          </Button>
        </>
      ),
    },
  ];
  const body = (
    <DataTable
      className="search-ads__table"
      caption="Search ads"
      columns={columns}
      rows={ads.data}
      error={ads.isError ? { message: ERRORS.fetchResults, onRetry: () => void ads.refetch() } : null}
      empty="No items to display."
    />
  );

  return (
    <div className="ui-page search-ads">
      <h1>Search Ads</h1>
      {editing ? (
        <SearchAdForm key={editing.ad?.id ?? 'new'} ad={editing.ad} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing({ ad: null })}>New search ad</Button>
      )}
      {body}
      {statsOf && <SearchAdStats id={statsOf.id} title={statsOf.title} />}
    </div>
  );
}
