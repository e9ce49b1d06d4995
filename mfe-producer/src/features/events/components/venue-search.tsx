import { useDebouncedValue } from '@events/ui/use-debounced-value';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { VenueSearchField } from '../../../components/venue-search-field';
import { useVenueSearch } from '../api/search-venues';
import type { VenueOption } from '../utils/event-venues';

const messages = plainMessages(defineMessages({
  label: { id: 'producer.venueSearch.label', defaultMessage: 'Find any venue' },
}));

/** How long the search waits after the last key before it asks. */
const SEARCH_DELAY_MS = 300;

/** Editors and superusers post for any venue: a live search whose results they choose from. */
export function VenueSearch({ onChoose }: { onChoose: (venue: VenueOption) => void }) {
  const intl = useAppIntl();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useVenueSearch(q);
  return (
    <VenueSearchField
      label={intl.formatMessage(messages.label)}
      name="venue_search"
      text={text}
      onTextChange={setText}
      ready={text.trim() !== ''}
      results={results}
      onChoose={onChoose}
      className="event-form__venue-search"
      listClassName="event-form__venue-results"
    />
  );
}
