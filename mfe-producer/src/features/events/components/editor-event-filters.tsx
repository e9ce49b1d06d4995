import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { VenueSearch } from './venue-search';

const SPACE = ' ';

const messages = plainMessages(defineMessages({
  label: { id: 'producer.eventFilters.label', defaultMessage: 'Filter events' },
  keyword: { id: 'producer.eventFilters.keyword', defaultMessage: 'Keyword' },
  filter: { id: 'producer.eventFilters.filter', defaultMessage: 'Filter' },
  venue: { id: 'producer.eventFilters.venue', defaultMessage: 'Venue: {venue}' },
  anyVenue: { id: 'producer.eventFilters.anyVenue', defaultMessage: 'Any venue' },
}));

export type EditorEventFiltersValue = { keyword?: string; poiId?: number; poiName?: string };

/** The editors' event list filters (zeditors and superusers see every event): part of the name, and one venue. */
export function EditorEventFilters({ filters, onChange }: { filters: EditorEventFiltersValue; onChange: (next: EditorEventFiltersValue) => void }) {
  const intl = useAppIntl();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  return (
    <div className="event-list__filters">
      <form
        role="search"
        aria-label={intl.formatMessage(messages.label)}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, keyword: keyword.trim() || undefined });
        }}
      >
        <label htmlFor="event-list-keyword">{intl.formatMessage(messages.keyword)}</label>
        <input id="event-list-keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <button type="submit" className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.filter)}
        </button>
      </form>
      {filters.poiId ? (
        <p>
          {intl.formatMessage(messages.venue, { venue: filters.poiName ?? `#${filters.poiId}` })}{SPACE}
          <Button variant="link" onClick={() => onChange({ keyword: filters.keyword })}>
            {intl.formatMessage(messages.anyVenue)}
          </Button>
        </p>
      ) : (
        <VenueSearch onChoose={(venue) => onChange({ ...filters, poiId: venue.id, poiName: venue.name })} />
      )}
    </div>
  );
}
