import { ERRORS } from '@events/contracts/messages';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useId } from 'react';
import { withWidgetParam } from '../../../app/widget-id';
import { useEventTypes } from '@events/api-client/event-types';

type WidgetCategoryListProps = { widgetId: string };

/** The event categories as links to the site's events list, carrying the widget context. */
export function WidgetCategoryList({ widgetId }: WidgetCategoryListProps) {
  const headingId = useId();
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
            <a className="ui-chip" href={withWidgetParam(`/events/?event_types[]=${eventType.id}`, widgetId)}>
              {eventType.name}
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-section__title">
        Browse by category
      </h2>
      {content}
    </section>
  );
}
