import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';
import type { DehydratedState } from '@tanstack/react-query';

/** What a page rendered on the server was rendered from (PageState of @events/contracts/page-render). */
export type RenderedPage = { readonly cache: DehydratedState; readonly reads: readonly string[] };

let read: RenderedPage | null | undefined;

function parse(text: string | null | undefined): RenderedPage | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { cache?: unknown; reads?: unknown };
    const cache = data.cache as { queries?: unknown } | null | undefined;
    // react-query's dehydrated cache and the API addresses, as the backend wrote them (rendered-body.ts).
    if (typeof cache !== 'object' || cache === null || !Array.isArray(cache.queries)) return null;
    const reads = Array.isArray(data.reads) ? data.reads.filter((address): address is string => typeof address === 'string') : [];
    return { cache: cache as DehydratedState, reads };
  } catch {
    return null;
  }
}

/**
 * What the page was rendered from (backend/src/modules/frontend/rendered-body.ts), or null when the browser renders
 * the page itself. Read once: the page hydrates on its cache, and the app's worker keeps its reads.
 */
export function renderedPage(): RenderedPage | null {
  read ??= parse(document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent);
  return read;
}
