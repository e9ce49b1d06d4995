import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { CategoryList } from './category-list';
import { KeywordBox } from './keyword-box';
import { EventStrip } from './event-strip';
import { SearchBlock } from './search-block';
import { VenueLookup } from './venue-lookup';
import './home-page.css';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.home.title', defaultMessage: 'Find events and venues in western Massachusetts and nearby Vermont, New York and Connecticut' },
  keyword: { id: 'discovery.home.keyword', defaultMessage: 'Search by keyword' },
}));

/** The home page (/): search block, keyword search, the event strip, the venue quick lookup and the categories. */
export function HomePage() {
  const intl = useAppIntl();
  return (
    <div className="home">
      <div className="home__hero">
        <h1 className="home__title">{intl.formatMessage(messages.title)}</h1>
        <SearchBlock />
        <div className="home__keyword">
          <h2 className="ui-visually-hidden">{intl.formatMessage(messages.keyword)}</h2>
          <KeywordBox />
        </div>
      </div>
      <EventStrip />
      <VenueLookup />
      <CategoryList />
    </div>
  );
}
