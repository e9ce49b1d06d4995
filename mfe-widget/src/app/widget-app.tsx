import { shouldRetryRequest } from '@events/api-client/retry-policy';
import { ErrorState } from '@events/ui/error-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { WidgetCategoryList } from '../features/event-types/components/widget-category-list';

type WidgetAppProps = { widgetId: string | null };

/** The embeddable calendar: self-contained (its own query cache), no shell header or footer. */
export function WidgetApp({ widgetId }: WidgetAppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRequest } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <main className="ui-page">
        {widgetId === null ? (
          <ErrorState title="Calendar not found" headingLevel={1} message="This address does not name a calendar." />
        ) : (
          <>
            <h1>Events</h1>
            <WidgetCategoryList widgetId={widgetId} />
          </>
        )}
      </main>
    </QueryClientProvider>
  );
}

// The federation exposes `./widget-app` as a module whose default export is the widget component.
export default WidgetApp;
