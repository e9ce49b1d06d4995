import type { LiveSearchItem } from '@events/contracts/search';
import { useLanguage } from '@events/api-client/language';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { localizedName } from '@events/ui/i18n/localized-content';
import { useDebouncedValue } from '@events/ui/use-debounced-value';
import { useId, useState, type KeyboardEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useNavigate } from '@events/router';
import { lookUpVenue, useVenueLiveSearch } from '../api/venue-live-search';
import { commonMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  beginTyping: { id: 'discovery.venueLookup.beginTyping', defaultMessage: 'Begin typing to search…' },
  noMatches: { id: 'discovery.venueLookup.noMatches', defaultMessage: 'No matches found.' },
  failed: { id: 'discovery.venueLookup.failed', defaultMessage: 'The venues could not be searched. Please try again.' },
  title: { id: 'discovery.venueLookup.title', defaultMessage: 'Find a venue' },
  label: { id: 'discovery.venueLookup.label', defaultMessage: 'Venue name' },
  list: { id: 'discovery.venueLookup.list', defaultMessage: 'Venues' },
}));

/** Typing pauses this long before the live search asks the server. */
export const LIVE_SEARCH_DEBOUNCE_MS = 250;

/**
 * Venue quick lookup (spec section 2): a combobox of venue names from the live search (1 character or more);
 * choosing one looks the venue up by id and goes to its page (absolute_url). Messages of spec section 5:
 * 'Begin typing to search…', 'No matches found.', 'Loading…'.
 */
export function VenueLookup() {
  const intl = useAppIntl();
  const language = useLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [jumping, setJumping] = useState(false);
  const [failed, setFailed] = useState(false);
  const q = useDebouncedValue(text.trim(), LIVE_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useVenueLiveSearch(q);
  const typing = text.trim() !== q;
  const results = q === '' ? [] : (data ?? []);

  let message: string | null = null;
  if (text.trim() === '') message = intl.formatMessage(messages.beginTyping);
  else if (typing || isFetching || jumping) message = intl.formatMessage(commonMessages.loading);
  else if (isError || failed) message = intl.formatMessage(messages.failed);
  else if (results.length === 0) message = intl.formatMessage(messages.noMatches);

  const choose = async (item: LiveSearchItem) => {
    setJumping(true);
    setFailed(false);
    try {
      const venue = await lookUpVenue(item.id);
      const target = venue?.absolute_url ?? item.absolute_url;
      setOpen(false);
      void navigate(target);
    } catch {
      setFailed(true);
    } finally {
      setJumping(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (results.length === 0 ? -1 : i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const item = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (open && item) {
        event.preventDefault();
        void choose(item);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  const activeId = open && active >= 0 && results[active] ? `${id}-option-${results[active].id}` : undefined;

  return (
    <section className="venue-lookup ui-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ui-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <div className="venue-lookup__field">
        <label htmlFor={id} className="ui-field__label">
          {intl.formatMessage(messages.label)}
        </label>
        <input
          id={id}
          className="ui-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 200)}
          onKeyDown={onKeyDown}
          data-testid="venue-lookup-input"
        />
        {open && (
          <div className="venue-lookup__popup">
            <ul id={listId} role="listbox" aria-label={intl.formatMessage(messages.list)} className="venue-lookup__list">
              {message === null &&
                results.map((item, index) => (
                  <li
                    key={item.id}
                    id={`${id}-option-${item.id}`}
                    role="option"
                    aria-selected={index === active}
                    className="venue-lookup__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => void choose(item)}
                  >
                    {localizedName(item, language)}
                  </li>
                ))}
            </ul>
            {message !== null && (
              <p className="venue-lookup__message" role="status">
                {message}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
