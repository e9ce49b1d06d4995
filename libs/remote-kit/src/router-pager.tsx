import { Pager } from '@events/ui/pager';
import { useNavigate } from '@events/router';

export type RouterPagerProps = {
  /** The list answer's pagination (spec section 7: curPage, totalPages). */
  pagination: { curPage: number; totalPages: number };
  /** The address of a page: a link that works without script and in a new tab. */
  hrefFor: (page: number) => string;
  label?: string;
  /** After a plain click has navigated in-page (e.g. focus moves to the list's heading). */
  onNavigated?: () => void;
};

/** A remote's list pages: the Pager's links, followed in-page by the router on a plain click. */
export function RouterPager({ pagination, hrefFor, label, onNavigated }: RouterPagerProps) {
  const navigate = useNavigate();
  return (
    <Pager
      current={pagination.curPage}
      total={pagination.totalPages}
      hrefFor={hrefFor}
      label={label}
      onNavigate={(page, event) => {
        event.preventDefault();
        void navigate(hrefFor(page));
        onNavigated?.();
      }}
    />
  );
}
