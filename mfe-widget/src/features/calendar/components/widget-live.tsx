import { WIDGET_RESIZE_MESSAGE } from '@events/contracts/widgets-constants';
import type { WidgetEvents } from '@events/contracts/widgets';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getWidgetEvents } from '../api/get-widget-events';
import { WidgetHitQueue } from '../hits/widget-hits';
import { useCardImpressions } from '../hooks/use-card-impressions';
import { widgetHref } from '../utils/widget-href';
import { WidgetPage } from './widget-page';

export type WidgetLiveProps = {
  /** The page the server rendered (null: no such calendar). */
  initial: WidgetEvents | null;
  /** The page's hit token, made by the server that rendered it (null: none, the hits count under the unknown host). */
  hitToken: string | null;
};

/** Tells the framing page how tall the widget is (the optional resizer script listens; others ignore it). */
function useReportHeight(): void {
  useEffect(() => {
    if (window.parent === window || typeof ResizeObserver === 'undefined') return undefined;
    const report = () => window.parent.postMessage({ type: WIDGET_RESIZE_MESSAGE, height: document.documentElement.scrollHeight }, '*');
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, []);
}

/**
 * The hydrated widget: the server's page, then the list's paging in place (the address keeps the page and category
 * so a reload shows the same place; the view switch, chips and months are links the server renders), event impressions of the cards seen and opened, and its height for the framing page.
 */
export function WidgetLive({ initial, hitToken }: WidgetLiveProps) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const widgetId = initial?.widget.id ?? null;
  const category = data?.category ?? null;
  const lang = data?.lang ?? null;
  const hits = useMemo(() => (widgetId === null ? null : new WidgetHitQueue(widgetId, hitToken)), [widgetId, hitToken]);
  useReportHeight();

  const onSeen = useCallback((eventId: number) => hits?.cardSeen(eventId), [hits]);
  useCardImpressions(listRef, data, onSeen);

  const showPage = useCallback(
    async (page: number) => {
      if (widgetId === null) return;
      setLoading(true);
      setFailed(null);
      try {
        const place = { view: 'list' as const, category, page, lang };
        const next = await getWidgetEvents(widgetId, place);
        setData(next);
        window.history.replaceState(null, '', widgetHref(place));
        window.scrollTo(0, 0);
        headingRef.current?.focus();
      } catch {
        setFailed(page);
      } finally {
        setLoading(false);
      }
    },
    [widgetId, category, lang],
  );

  return (
    <div ref={listRef}>
      <WidgetPage
        data={data}
        loading={loading}
        failed={failed !== null}
        onPage={(page) => void showPage(page)}
        onRetry={() => failed !== null && void showPage(failed)}
        onOpen={(eventId) => hits?.eventOpened(eventId)}
        headingRef={headingRef}
      />
    </div>
  );
}
