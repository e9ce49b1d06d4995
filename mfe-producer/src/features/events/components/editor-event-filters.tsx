import { Button } from '@events/ui/button';
import { useState } from 'react';
import { VenueSearch } from './venue-search';

export type EditorEventFiltersValue = { keyword?: string; poiId?: number; poiName?: string };

/** The editors' event list filters (zeditors and superusers see every event): part of the name, and one venue. */
export function EditorEventFilters({ filters, onChange }: { filters: EditorEventFiltersValue; onChange: (next: EditorEventFiltersValue) => void }) {
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  return (
    <div className="event-list__filters">
      <form
        role="search"
        aria-label="Filter events"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, keyword: keyword.trim() || undefined });
        }}
      >
        <label htmlFor="event-list-keyword">Keyword</label>
        <input id="event-list-keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <button type="submit" className="ui-button ui-button--secondary">
          Filter
        </button>
      </form>
      {filters.poiId ? (
        <p>
          Venue: {filters.poiName ?? `#${filters.poiId}`}{' '}
          <Button variant="link" onClick={() => onChange({ keyword: filters.keyword })}>
            Any venue
          </Button>
        </p>
      ) : (
        <VenueSearch onChoose={(venue) => onChange({ ...filters, poiId: venue.id, poiName: venue.name })} />
      )}
    </div>
  );
}
