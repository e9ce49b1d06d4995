import { Pager } from '@events/ui/pager';
import { useNavigate } from 'react-router';

export type SavedListPagerProps = {
  pagination: { curPage: number; totalPages: number };
  hrefFor: (page: number) => string;
};

/** A saved list's pages (20 items each): links that navigate in-page. */
export function SavedListPager({ pagination, hrefFor }: SavedListPagerProps) {
  const navigate = useNavigate();
  return (
    <Pager
      current={pagination.curPage}
      total={pagination.totalPages}
      hrefFor={hrefFor}
      onNavigate={(page, event) => {
        event.preventDefault();
        void navigate(hrefFor(page));
      }}
    />
  );
}
