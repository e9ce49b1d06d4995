import { useEffect } from 'react';
import { useLocation, useNavigate } from '@events/router';
import { addressIs } from '../utils/address';
import type { NamedContent } from '@events/ui/i18n/localized-content';
import { useLocalizedContent } from '../utils/localized-content';
import { useDocumentTitle } from './use-document-title';
import { useDetailImpression } from './use-impression';

/** What a detail page has once its record arrives: its name (and Spanish name), its id, and its own address. */
export type ShownDetail = NamedContent & { id: number; absoluteUrl: string };

/**
 * What an event or venue page does with its record: the window title names it (in the reader's language), the view counts once, and an old or
 * mistyped slug is replaced by the record's own address (keeping ?search= and ?widget=).
 */
export function useShownDetail(impression: 'event_detail' | 'poi_detail', detail: ShownDetail | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedContent();
  useDocumentTitle(detail ? localized.name(detail) : null);
  useDetailImpression(impression, detail?.id ?? null);
  useEffect(() => {
    if (detail && pathname !== detail.absoluteUrl && addressIs(pathname, search)) void navigate(`${detail.absoluteUrl}${search}`, { replace: true });
  }, [detail, pathname, search, navigate]);
}
