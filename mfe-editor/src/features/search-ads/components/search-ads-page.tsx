import type { AdminSearchAd } from '@events/contracts/ads';
import { ERRORS } from '@events/contracts/messages';
import { ActionsColumnHeader } from '@events/ui/actions-column-header';
import { Button } from '@events/ui/button';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
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

  let body;
  if (ads.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void ads.refetch()} />;
  else if (ads.isPending) body = <Spinner />;
  else if (ads.data.length === 0) body = <p>No items to display.</p>;
  else
    body = (
      <table className="search-ads__table">
        <caption className="ui-visually-hidden">Search ads</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Dates</th>
            <th scope="col">Status</th>
            <th scope="col">Impressions</th>
            <th scope="col">Clicks</th>
            <ActionsColumnHeader />
          </tr>
        </thead>
        <tbody>
          {ads.data.map((ad) => (
            <tr key={ad.id}>
              <td>{ad.title}</td>
              <td>
                {ad.startsOn ?? 'any time'} to {ad.endsOn ?? 'no end'}
              </td>
              <td>{statusOf(ad)}</td>
              <td>{ad.impressions}</td>
              <td>{ad.clicks}</td>
              <td>
                <Button variant="link" onClick={() => setEditing({ ad })} aria-label={`Edit ${ad.title}`}>
                  Edit
                </Button>{' '}
                <Button variant="link" onClick={() => setStatsOf(ad)} aria-label={`Per day counts of ${ad.title}`}>
                  Per day
                </Button>{' '}
                <Button variant="link" onClick={() => remove.mutate(ad.id)} aria-label={`Delete ${ad.title}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
