import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { paginationWindow } from '../utils/pagination-window';

/** Pages left out between two page links. */
const GAP = '…';

const messages = plainMessages(defineMessages({
  label: { id: 'discovery.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'discovery.pagination.previous', defaultMessage: '‹ Previous' },
  next: { id: 'discovery.pagination.next', defaultMessage: 'Next ›' },
  previousPage: { id: 'discovery.pagination.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'discovery.pagination.nextPage', defaultMessage: 'Next page' },
  pageNumber: { id: 'discovery.pagination.pageNumber', defaultMessage: 'Page {page}' },
}));

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
export function PaginationNav({ current, total, hrefFor, label, onNavigate }: PaginationNavProps) {
  const intl = useAppIntl();
  if (total <= 1) return null;
  const previous = intl.formatMessage(messages.previous);
  const next = intl.formatMessage(messages.next);

  const items = paginationWindow(current, total);
  return (
    <nav className="pagination" aria-label={label ?? intl.formatMessage(messages.label)}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link className="pagination__link" to={hrefFor(current - 1)} rel="prev" onClick={onNavigate}>
              <span aria-hidden="true">{previous}</span>
              <span className="ui-visually-hidden">{intl.formatMessage(messages.previousPage)}</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              {previous}
            </span>
          )}
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              {GAP}
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className="pagination__link"
                to={hrefFor(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={intl.formatMessage(messages.pageNumber, { page: item.page })}
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
              <span aria-hidden="true">{next}</span>
              <span className="ui-visually-hidden">{intl.formatMessage(messages.nextPage)}</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
