import { SEARCH_PROMPTS } from '@events/contracts/messages';
import { TextField } from '@events/ui/text-field';
import { useState } from 'react';
import { useVenueSearch } from '../api/search-venues';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { VenueOption } from '../utils/event-venues';

/** How long the search waits after the last key before it asks. */
const SEARCH_DELAY_MS = 300;

/** Editors and superusers post for any venue: a live search whose results they choose from. */
export function VenueSearch({ onChoose }: { onChoose: (venue: VenueOption) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useVenueSearch(q);
  let status: string | null = null;
  if (text.trim() === '') status = SEARCH_PROMPTS.beginTyping;
  else if (results.isFetching && !results.data) status = SEARCH_PROMPTS.loading;
  else if (results.data?.length === 0) status = SEARCH_PROMPTS.noMatches;
  return (
    <div className="event-form__venue-search">
      <TextField label="Find any venue" name="venue_search" type="search" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
      <p className="ui-field__description" role="status">
        {status}
      </p>
      {text.trim() !== '' && results.data && results.data.length > 0 && (
        <ul className="event-form__venue-results">
          {results.data.slice(0, 8).map((venue) => (
            <li key={venue.id}>
              <button
                type="button"
                className="ui-link-button"
                onClick={() => {
                  onChoose({ id: venue.id, name: venue.name });
                  setText('');
                }}
              >
                {venue.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
