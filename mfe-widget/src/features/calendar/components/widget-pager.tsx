import type { Pagination } from '@events/contracts/lists';

export type WidgetPagerProps = {
  pagination: Pagination;
  /** The address of a page (the widget page's own, with its view and category). */
  href: (page: number) => string;
  /** With JavaScript, pages in place; without it the links load the page from the server. */
  onPage?: (page: number) => void;
};

/** Links to the pages, so paging works without JavaScript; the hydrated widget intercepts them. */
export function WidgetPager({ pagination, href, onPage }: WidgetPagerProps) {
  const { curPage, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const link = (page: number, label: string, rel: 'prev' | 'next') => (
    <a
      className="wc-pager__link"
      href={href(page)}
      rel={rel}
      onClick={
        onPage
          ? (event) => {
              event.preventDefault();
              onPage(page);
            }
          : undefined
      }
    >
      {label}
    </a>
  );
  return (
    <nav className="wc-pager" aria-label="Pages">
      {curPage > 1 ? link(curPage - 1, 'Previous', 'prev') : <span />}
      <span className="wc-pager__status">{`Page ${curPage} of ${totalPages}`}</span>
      {curPage < totalPages ? link(curPage + 1, 'Next', 'next') : <span />}
    </nav>
  );
}
