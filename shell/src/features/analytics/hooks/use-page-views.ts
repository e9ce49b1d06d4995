import { useEffect } from 'react';
import { useLocation } from '@events/router';

/**
 * Reports each page the shell shows (the first one and every route change) as a page view. The beacon's code is
 * loaded after the first render, so it never delays one. The build sets SHELL_TRACKER (false only for the bench's
 * build without the tracker, where the dead branch takes the import out); tests run without it.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof SHELL_TRACKER === 'undefined' || SHELL_TRACKER) {
      void import('@events/api-client/site-beacon').then(({ siteBeacon }) => siteBeacon().pageShown(pathname));
    }
  }, [pathname]);
}
