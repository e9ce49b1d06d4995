import { siteBeacon } from '@events/api-client/site-beacon';
import { IMPRESSION_VISIBLE_MS, IMPRESSION_VISIBLE_RATIO, type ImpressionKind } from '@events/contracts/metrics-constants';
import { useEffect, useRef, type RefObject } from 'react';
import { useWidgetId } from './use-widget-context';

export type UseImpressionOptions = {
  /** Off: nothing is observed or reported (e.g. a card that is only a preview). */
  enabled?: boolean;
};

/**
 * Reports one impression of a card (spec section 9) once it has been at least 50 % visible for 1 second
 * without interruption; scrolling it away earlier restarts the clock. Reported once per mounted card and id.
 * Inside a widget the widget id goes with it. Usage: `const ref = useRef<HTMLElement>(null);
 * useImpression(ref, 'event_card', event.id);` and `<article ref={ref}>`.
 */
export function useImpression(ref: RefObject<Element | null>, kind: ImpressionKind, id: number, options: UseImpressionOptions = {}): void {
  const widgetId = useWidgetId();
  const enabled = options.enabled ?? true;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stopTimer = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_VISIBLE_RATIO) {
          timer ??= setTimeout(() => {
            siteBeacon().impression(kind, id, widgetId);
            observer.disconnect();
          }, IMPRESSION_VISIBLE_MS);
        } else {
          stopTimer();
        }
      },
      { threshold: [0, IMPRESSION_VISIBLE_RATIO] },
    );
    observer.observe(element);
    return () => {
      stopTimer();
      observer.disconnect();
    };
  }, [ref, kind, id, widgetId, enabled]);
}

/** Reports one detail-page view when the page shows an item (once per id while mounted). */
export function useDetailImpression(kind: Extract<ImpressionKind, 'event_detail' | 'poi_detail'>, id: number | null): void {
  const widgetId = useWidgetId();
  // The last id reported by this page instance: a re-run of the effect (StrictMode) does not count twice.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || reported.current === id) return;
    reported.current = id;
    siteBeacon().impression(kind, id, widgetId);
  }, [kind, id, widgetId]);
}
