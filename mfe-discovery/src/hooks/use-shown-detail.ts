import { useEffect } from 'react';
import { useLocation, useNavigate } from '@events/router';
import { addressIs } from '../utils/address';
import { useDocumentTitle } from './use-document-title';
import { useDetailImpression } from './use-impression';

/** What a detail page has once its record arrives: its name, its id, and its own address. */
export type ShownDetail = { id: number; name: string; absoluteUrl: string };

/**
 * What an event or venue page does with its record: the window title names it, the view counts once, and an old or
 * mistyped slug is replaced by the record's own address (keeping ?search= and ?widget=).
 */
export function useShownDetail(impression: 'event_detail' | 'poi_detail', detail: ShownDetail | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(detail?.name ?? null);
  useDetailImpression(impression, detail?.id ?? null);
  useEffect(() => {
    if (detail && pathname !== detail.absoluteUrl && addressIs(pathname, search)) void navigate(`${detail.absoluteUrl}${search}`, { replace: true });
  }, [detail, pathname, search, navigate]);
}
