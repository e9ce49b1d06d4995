import { Link } from 'react-router';
import { CategoryList } from '../../event-types/components/category-list';

export function HomePage() {
  return (
    <>
      <h1>Find events and venues in western Massachusetts and nearby Vermont, New York and Connecticut</h1>
      <ul className="ui-actions">
        <li>
          <Link to="/events/" className="ui-button">
            Browse events
          </Link>
        </li>
        <li>
          <Link to="/venues/" className="ui-button ui-button--secondary">
            Browse venues
          </Link>
        </li>
      </ul>
      <CategoryList />
    </>
  );
}
