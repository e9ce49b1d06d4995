import { CategoryList } from './category-list';
import { KeywordBox } from './keyword-box';
import { EventStrip } from './event-strip';
import { SearchBlock } from './search-block';
import { VenueLookup } from './venue-lookup';
import './home-page.css';

/** The home page (/): search block, keyword search, the event strip, the venue quick lookup and the categories. */
export function HomePage() {
  return (
    <div className="home">
      <div className="home__hero">
        <h1 className="home__title">Find events and venues in western Massachusetts and nearby Vermont, New York and Connecticut</h1>
        <SearchBlock />
        <div className="home__keyword">
          <h2 className="ui-visually-hidden">Search by keyword</h2>
          <KeywordBox />
        </div>
      </div>
      <EventStrip />
      <VenueLookup />
      <CategoryList />
    </div>
  );
}
