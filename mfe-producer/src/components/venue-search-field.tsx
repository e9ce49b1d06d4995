import { TextField } from '@events/ui/text-field';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { common } from '../i18n/shared-messages';

const messages = plainMessages(defineMessages({
  beginTyping: { id: 'producer.venueSearchField.beginTyping', defaultMessage: 'Begin typing to search…' },
  noMatches: { id: 'producer.venueSearchField.noMatches', defaultMessage: 'No matches found.' },
}));

type FoundVenue = { readonly id: number; readonly name: string };

export type VenueSearchFieldProps = {
  label: string;
  name: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Whether the typed text is enough to search with (the claim search needs 3 characters). */
  ready: boolean;
  results: { readonly data?: readonly FoundVenue[] | undefined; readonly isFetching: boolean };
  /** A result chosen; the field is cleared. */
  onChoose: (venue: FoundVenue) => void;
  className?: string;
  listClassName: string;
  listLabel?: string;
};

/** Results a search shows at most. */
const SHOWN_RESULTS = 8;

/**
 * A venue search: the field, its spoken status in the spec's prompts (begin typing, loading, no matches) and the
 * first results as buttons. The caller owns the text and the query, so each form keeps its own rule and delay.
 */
export function VenueSearchField({ label, name, text, onTextChange, ready, results, onChoose, className, listClassName, listLabel }: VenueSearchFieldProps) {
  const intl = useAppIntl();
  let status: string | null = null;
  if (!ready) status = intl.formatMessage(messages.beginTyping);
  else if (results.isFetching && !results.data) status = intl.formatMessage(common.loading);
  else if (results.data?.length === 0) status = intl.formatMessage(messages.noMatches);
  const found = ready ? (results.data ?? []) : [];
  return (
    <div className={className}>
      <TextField label={label} name={name} type="search" autoComplete="off" value={text} onChange={(event) => onTextChange(event.target.value)} />
      <p className="ui-field__description" role="status">
        {status}
      </p>
      {found.length > 0 && (
        <ul className={listClassName} aria-label={listLabel}>
          {found.slice(0, SHOWN_RESULTS).map((venue) => (
            <li key={venue.id}>
              <button
                type="button"
                className="ui-link-button"
                onClick={() => {
                  onChoose({ id: venue.id, name: venue.name });
                  onTextChange('');
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
