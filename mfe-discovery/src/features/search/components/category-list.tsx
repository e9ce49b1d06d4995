import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Section } from '@events/ui/section';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { useEventTypes } from '@events/api-client/event-types';
import { errorMessages } from '../../../i18n/common-messages';
import { useLocalizedContent } from '../../../utils/localized-content';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.categories.title', defaultMessage: 'Browse by category' },
  empty: { id: 'discovery.categories.empty', defaultMessage: 'No categories to show.' },
}));

type CategoryListProps = {
  title?: string;
  /** Categories already chosen in the events query; their links are marked current. */
  selectedIds?: readonly number[];
};

/** The event categories from the API, in the reader's language, as links to the events list filtered by each one. */
export function CategoryList({ title, selectedIds = [] }: CategoryListProps) {
  const intl = useAppIntl();
  const { data, isPending, isError, refetch } = useEventTypes();
  const localized = useLocalizedContent();

  let content;
  if (isPending) {
    content = <Spinner />;
  } else if (isError) {
    content = <ErrorState message={intl.formatMessage(errorMessages.fetchListings)} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    content = <EmptyState title={intl.formatMessage(messages.empty)} headingLevel={3} />;
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
              {localized.name(eventType)}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return <Section title={title ?? intl.formatMessage(messages.title)}>{content}</Section>;
}
