import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@events/router';
import { thirtyDayWindow, localToday } from '../../../utils/date-range';
import { initialSearchLocation } from '@events/domain/search-location';
import { EMPTY_SEARCH, LISTING_PATHS, listingHref, parseSearchState, withFilters, type ListingKind } from '../../../utils/search-state';

/** The keyword's name in a listing's address (listing-url.ts). */
const KEYWORD_PARAM = 'keyword';

function listingKindOf(pathname: string): ListingKind | null {
  if (pathname === LISTING_PATHS.events) return 'events';
  if (pathname === LISTING_PATHS.venues) return 'venues';
  return null;
}

/**
 * The keyword search (spec section 2): on the events or venues page it updates the keyword of the search;
 * anywhere else it opens the events page for 30 days (today through today plus 29).
 */
export function KeywordBox({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const kind = listingKindOf(pathname);
  const applied = kind ? parseSearchState(search, kind).keyword : '';
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(applied);
  // A new keyword in the address (back, forward, a link) shows in the box; focus stays where it is.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as it reads now: on a page rendered on the server, what was typed before the app took over is in the
    // field but not in the state.
    const typed = new FormData(event.currentTarget).get(KEYWORD_PARAM);
    const keyword = (typeof typed === 'string' ? typed : text).trim();
    if (kind) {
      void navigate(listingHref(withFilters(parseSearchState(search, kind), { keyword }), kind));
      return;
    }
    const range = thirtyDayWindow(localToday());
    const state = { ...EMPTY_SEARCH, keyword, dateStart: range.start, dateEnd: range.end, location: initialSearchLocation() };
    void navigate(listingHref(state, 'events'));
  };

  return (
    // Without JavaScript the form asks for the listing with the keyword (a page rendered on the server, issue 29).
    <form
      role="search"
      className={['keyword-box', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      aria-label="Keyword search"
      method="get"
      action={LISTING_PATHS[kind ?? 'events']}
    >
      <label htmlFor={id} className="ui-visually-hidden">
        Search {kind === 'venues' ? 'venues' : 'events'} by keyword
      </label>
      <input
        id={id}
        name={KEYWORD_PARAM}
        type="search"
        className="ui-field__input keyword-box__input"
        placeholder={kind === 'venues' ? 'Search venues' : 'Search events'}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="ui-button">
        Search
      </button>
    </form>
  );
}
