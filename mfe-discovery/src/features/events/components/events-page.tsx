import { useSearchParams } from 'react-router';
import { CategoryList } from '../../event-types/components/category-list';

export function EventsPage() {
  const [searchParams] = useSearchParams();
  const selectedIds = searchParams
    .getAll('event_types[]')
    .map(Number)
    .filter((id) => Number.isInteger(id));
  return (
    <>
      <h1>Events</h1>
      <CategoryList selectedIds={selectedIds} />
    </>
  );
}
