import { useCallback, useSyncExternalStore } from 'react';

/**
 * Phone width (issue 19): below 600 px the listing's filters collapse into one row with a 'Filters' sheet, and cards
 * take their compact style.
 */
export const PHONE_QUERY = '(max-width: 599.98px)';

/** Whether the page matches the media query now, re-rendering when that changes (a rotated phone). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
