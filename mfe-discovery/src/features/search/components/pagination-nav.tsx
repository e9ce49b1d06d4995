import { Link } from '@events/router';
import { paginationWindow } from '../utils/pagination-window';

export type PaginationNavProps = {
  current: number;
  total: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  label?: string;
  /** Called when a page link is followed (the list then moves focus to its heading). */
  onNavigate?: () => void;
};

/** Page links with 2 neighbours on each side of the current page, first and last, previous and next. */
export function PaginationNav({ current, total, hrefFor, label = 'Pagination', onNavigate }: PaginationNavProps) {
  if (total <= 1) return null;
  const items = paginationWindow(current, total);
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link className="pagination__link" to={hrefFor(current - 1)} rel="prev" onClick={onNavigate}>
              <span aria-hidden="true">‹ </span>Previous<span className="ui-visually-hidden"> page</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              ‹ Previous
            </span>
          )}
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className="pagination__link"
                to={hrefFor(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={onNavigate}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link className="pagination__link" to={hrefFor(current + 1)} rel="next" onClick={onNavigate}>
              Next<span className="ui-visually-hidden"> page</span>
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              Next ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
