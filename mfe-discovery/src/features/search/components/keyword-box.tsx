import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useLocation, useNavigate } from '@events/router';
import { thirtyDayWindow, localToday } from '../../../utils/date-range';
import { initialSearchLocation } from '@events/domain/search-location';
import { useToday } from '../../../hooks/use-page-render';
import { EMPTY_SEARCH, LISTING_PATHS, listingHref, parseSearchState, serializeSearchState, withFilters, type ListingKind } from '../../../utils/search-state';

const messages = plainMessages(defineMessages({
  form: { id: 'discovery.keyword.form', defaultMessage: 'Keyword search' },
  label: { id: 'discovery.keyword.label', defaultMessage: '{kind, select, venues {Search venues by keyword} other {Search events by keyword}}' },
  placeholder: { id: 'discovery.keyword.placeholder', defaultMessage: '{kind, select, venues {Search venues} other {Search events}}' },
  submit: { id: 'discovery.keyword.submit', defaultMessage: 'Search' },
}));

/** The keyword's name in a listing's address (listing-url.ts). */
const KEYWORD_PARAM = 'keyword';

function rangeOf(range: { start: string; end: string }): { dateStart: string; dateEnd: string } {
  return { dateStart: range.start, dateEnd: range.end };
}

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
  const intl = useAppIntl();
  const { pathname, search } = useLocation();
  const kind = listingKindOf(pathname);
  const applied = kind ? parseSearchState(search, kind).keyword : '';
  const id = useId();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const today = useToday();
  // Sent with the keyword when the form goes to the server itself (before the page has hydrated, or without
  // JavaScript): a listing's other filters, or elsewhere the 30 days the search opens with.
  const carried = kind ? withFilters(parseSearchState(search, kind), { keyword: '' }) : { ...EMPTY_SEARCH, ...rangeOf(thirtyDayWindow(today)) };
  const hidden = [...new URLSearchParams(serializeSearchState(carried, kind ?? 'events'))];
  // A new keyword in the address (back, forward, a link) shows in the box; focus stays where it is. The field is the
  // browser's otherwise: on a page rendered on the server, what was typed before the app took over stays in it.
  const shown = useRef(applied);
  useEffect(() => {
    if (shown.current === applied) return;
    shown.current = applied;
    if (field.current) field.current.value = applied;
  }, [applied]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(KEYWORD_PARAM);
    const keyword = (typeof typed === 'string' ? typed : '').trim();
    if (kind) {
      void navigate(listingHref(withFilters(parseSearchState(search, kind), { keyword }), kind));
      return;
    }
    const range = thirtyDayWindow(localToday());
    const state = { ...EMPTY_SEARCH, keyword, dateStart: range.start, dateEnd: range.end, location: initialSearchLocation() };
    void navigate(listingHref(state, 'events'));
  };

  return (
    // Without JavaScript the form asks for the listing with the keyword and the hidden fields (issue 29).
    <form
      role="search"
      className={['keyword-box', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      aria-label={intl.formatMessage(messages.form)}
      method="get"
      action={LISTING_PATHS[kind ?? 'events']}
    >
      <label htmlFor={id} className="ui-visually-hidden">
        {intl.formatMessage(messages.label, { kind: kind ?? 'events' })}
      </label>
      <input
        id={id}
        name={KEYWORD_PARAM}
        type="search"
        className="ui-field__input keyword-box__input"
        placeholder={intl.formatMessage(messages.placeholder, { kind: kind ?? 'events' })}
        ref={field}
        defaultValue={applied}
        maxLength={200}
      />
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="ui-button">
        {intl.formatMessage(messages.submit)}
      </button>
    </form>
  );
}
