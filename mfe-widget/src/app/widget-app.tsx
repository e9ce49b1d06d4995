import type { WidgetEvents } from '@events/contracts/widgets';
import { useEffect, useState } from 'react';
import { getWidgetEvents } from '../features/calendar/api/get-widget-events';
import { WidgetLive } from '../features/calendar/components/widget-live';
import { WidgetPage } from '../features/calendar/components/widget-page';

type WidgetAppProps = { widgetId: string | null };

type Loaded = { status: 'loading' } | { status: 'ready'; data: WidgetEvents | null } | { status: 'failed' };

/**
 * The calendar mounted by a host page that loads the federated module (or the remote's own development page): it
 * fetches the first page itself, then behaves like the server-rendered widget. /widget/{id}/ itself is rendered on
 * the server and hydrated (src/hydrate.tsx).
 */
export function WidgetApp({ widgetId }: WidgetAppProps) {
  const id = widgetId !== null && /^\d{1,10}$/.test(widgetId) ? Number(widgetId) : null;
  const [loaded, setLoaded] = useState<Loaded>(id === null ? { status: 'ready', data: null } : { status: 'loading' });
  useEffect(() => {
    if (id === null) return undefined;
    const abort = new AbortController();
    getWidgetEvents(id, { category: null }, abort.signal).then(
      (data) => setLoaded({ status: 'ready', data }),
      () => !abort.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [id]);
  if (loaded.status === 'loading') return <p role="status">Loading…</p>;
  if (loaded.status === 'failed') return <WidgetPage data={null} />;
  // No server rendered this page, so no hit token: its event hits count under the unknown host.
  return <WidgetLive initial={loaded.data} hitToken={null} />;
}

// The federation exposes `./widget-app` as a module whose default export is the widget component.
export default WidgetApp;
