import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The query cache a page rendered on the server was rendered from (backend/src/modules/frontend/rendered-body.ts),
 * or null when the browser renders the page itself. Read once, before the first render: the page hydrates on it.
 */
export function renderedPageState(): DehydratedState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as unknown;
    // react-query's dehydrated cache, as the shell's server build wrote it.
    return typeof state === 'object' && state !== null && Array.isArray((state as { queries?: unknown }).queries) ? (state as DehydratedState) : null;
  } catch {
    return null;
  }
}
