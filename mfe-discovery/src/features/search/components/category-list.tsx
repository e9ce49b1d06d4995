import { ERRORS } from '@events/contracts/messages';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Section } from '@events/ui/section';
import { Spinner } from '@events/ui/spinner';
import { Link } from '@events/router';
import { useEventTypes } from '@events/api-client/event-types';

type CategoryListProps = {
  title?: string;
  /** Categories already chosen in the events query; their links are marked current. */
  selectedIds?: readonly number[];
};

/** The event categories from the API as links to the events list filtered by each one. */
export function CategoryList({ title = 'Browse by category', selectedIds = [] }: CategoryListProps) {
  const { data, isPending, isError, refetch } = useEventTypes();

  let content;
  if (isPending) {
    content = <Spinner />;
  } else if (isError) {
    content = <ErrorState message={ERRORS.fetchListings} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    content = <EmptyState title="No categories to show." headingLevel={3} />;
  } else {
    content = (
      <ul className="ui-chip-list" data-testid="category-list">
        {data.map((eventType) => (
          <li key={eventType.id}>
            <Link
              className="ui-chip"
              to={`/events/?event_types[]=${eventType.id}`}
              aria-current={selectedIds.includes(eventType.id) ? 'true' : undefined}
            >
              {eventType.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return <Section title={title}>{content}</Section>;
}
