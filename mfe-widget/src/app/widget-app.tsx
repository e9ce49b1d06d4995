import { LanguageContext } from '@events/api-client/language';
import type { WidgetEvents } from '@events/contracts/widgets';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Suspense, useEffect, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { getWidgetEvents } from '../features/calendar/api/get-widget-events';
import { WidgetLive } from '../features/calendar/components/widget-live';
import { WidgetPage } from '../features/calendar/components/widget-page';
import { WidgetIntl } from '../i18n/widget-intl';

const messages = defineMessages({
  loading: { id: 'widget.app.loading', defaultMessage: 'Loading…' },
});

type WidgetAppProps = {
  widgetId: string | null;
  /** The `?lang=` of the page that mounts the widget (issue 31): the widget speaks it. */
  lang?: string | null;
};

type Loaded = { status: 'loading' } | { status: 'ready'; data: WidgetEvents | null } | { status: 'failed' };

function Loading() {
  const intl = useAppIntl();
  return <p role="status">{intl.formatMessage(messages.loading)}</p>;
}

/**
 * The calendar mounted by a host page that loads the federated module (or the remote's own development page): it
 * fetches the first page itself, then behaves like the server-rendered widget, in the language the server chose
 * for it (the page's data says which; until then the host's). /widget/{id}/ itself is rendered on the server and
 * hydrated (src/hydrate.tsx).
 */
export function WidgetApp({ widgetId, lang = null }: WidgetAppProps) {
  const id = widgetId !== null && /^\d{1,10}$/.test(widgetId) ? Number(widgetId) : null;
  const [loaded, setLoaded] = useState<Loaded>(id === null ? { status: 'ready', data: null } : { status: 'loading' });
  useEffect(() => {
    if (id === null) return undefined;
    const abort = new AbortController();
    getWidgetEvents(id, { category: null, lang }, abort.signal).then(
      (data) => setLoaded({ status: 'ready', data }),
      () => !abort.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [id, lang]);
  const language = loaded.status === 'ready' ? loaded.data?.language : undefined;
  const content =
    loaded.status === 'loading' ? (
      <Loading />
    ) : loaded.status === 'failed' ? (
      <WidgetPage data={null} />
    ) : (
      // No server rendered this page, so no hit token: its event hits count under the unknown host.
      <WidgetLive initial={loaded.data} hitToken={null} />
    );
  const intl = (
    <Suspense fallback={null}>
      <WidgetIntl>{content}</WidgetIntl>
    </Suspense>
  );
  return language === undefined ? intl : <LanguageContext value={language}>{intl}</LanguageContext>;
}

// The federation exposes `./widget-app` as a module whose default export is the widget component.
export default WidgetApp;
