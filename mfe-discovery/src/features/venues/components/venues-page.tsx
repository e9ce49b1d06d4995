import { CategoryList } from '../../event-types/components/category-list';

export function VenuesPage() {
  return (
    <>
      <h1>Venues</h1>
      <CategoryList title="Browse events by category" />
    </>
  );
}
