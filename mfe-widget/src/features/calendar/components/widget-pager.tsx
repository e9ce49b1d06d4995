import type { Pagination } from '@events/contracts/lists';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessage, defineMessages } from '@events/api-client/intl';

const messages = defineMessages({
  label: { id: 'widget.pager.label', defaultMessage: 'Pages' },
  previous: { id: 'widget.pager.previous', defaultMessage: 'Previous' },
  next: { id: 'widget.pager.next', defaultMessage: 'Next' },
});

const statusMessage = defineMessage<{ page: number; total: number }>({ id: 'widget.pager.status', defaultMessage: 'Page {page} of {total}' });

export type WidgetPagerProps = {
  pagination: Pagination;
  /** The address of a page (the widget page's own, with its view and category). */
  href: (page: number) => string;
  /** With JavaScript, pages in place; without it the links load the page from the server. */
  onPage?: (page: number) => void;
};

/** Links to the pages, so paging works without JavaScript; the hydrated widget intercepts them. */
export function WidgetPager({ pagination, href, onPage }: WidgetPagerProps) {
  const intl = useAppIntl();
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
    <nav className="wc-pager" aria-label={intl.formatMessage(messages.label)}>
      {curPage > 1 ? link(curPage - 1, intl.formatMessage(messages.previous), 'prev') : <span />}
      <span className="wc-pager__status">{intl.formatMessage(statusMessage, { page: curPage, total: totalPages })}</span>
      {curPage < totalPages ? link(curPage + 1, intl.formatMessage(messages.next), 'next') : <span />}
    </nav>
  );
}
