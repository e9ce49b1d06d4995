import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useNavigate } from '@events/router';
import { DateRangeFields, type DateSelection } from './filters/date-range-fields';
import { FilterDropdown } from './filters/filter-dropdown';
import { dateRangeLabel } from '../../../utils/date-range';
import { LocationPicker } from '@events/ui/location-picker';
import { useInitialSearchLocation } from '../../../hooks/use-initial-search-location';
import { useToday } from '../../../hooks/use-page-render';
import { EMPTY_SEARCH, listingHref, type SearchLocation } from '../../../utils/search-state';
import { commonMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.searchBlock.title', defaultMessage: 'Find an event' },
  where: { id: 'discovery.searchBlock.where', defaultMessage: 'Where' },
  when: { id: 'discovery.searchBlock.when', defaultMessage: 'When' },
  submit: { id: 'discovery.searchBlock.submit', defaultMessage: 'Find an Event' },
}));

/**
 * The home page's search block (spec section 2): a location picker, a date range (presets, or custom with a
 * 2-month calendar) and Find an Event, which opens the events page with that search.
 */
export function SearchBlock() {
  const intl = useAppIntl();
  const headingId = useId();
  const navigate = useNavigate();
  const today = useToday();
  const initialLocation = useInitialSearchLocation();
  const [chosenLocation, setLocation] = useState<SearchLocation | null>(null);
  const location = chosenLocation ?? initialLocation;
  const [dates, setDates] = useState<DateSelection>({ start: today, end: today });
  const datesRef = useRef(dates);
  const setDatesNow = (value: DateSelection) => {
    datesRef.current = value;
    setDates(value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { start, end } = datesRef.current;
    void navigate(listingHref({ ...EMPTY_SEARCH, location, dateStart: start, dateEnd: end }, 'events'));
  };

  return (
    <section className="search-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-block__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <form className="search-block__form" onSubmit={onSubmit}>
        <LocationPicker value={location} onChange={setLocation} label={intl.formatMessage(messages.where)} className="search-block__location" />
        <div className="search-block__dates">
          <span className="ui-field__label" aria-hidden="true">
            {intl.formatMessage(messages.when)}
          </span>
          <FilterDropdown
            label={intl.formatMessage(commonMessages.dates)}
            summary={dateRangeLabel(intl, dates.start, dates.end, today)}
            onApply={() => undefined}
            onClear={() => setDatesNow({ start: today, end: today })}
            wide
            testId="search-block-dates"
          >
            <DateRangeFields value={dates} onChange={setDatesNow} today={today} />
          </FilterDropdown>
        </div>
        <button type="submit" className="ui-button search-block__submit">
          {intl.formatMessage(messages.submit)}
        </button>
      </form>
    </section>
  );
}
