import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createPageViewTracker } from '../page-view-tracker';

const track = createPageViewTracker();

/** Reports each page the shell shows (the first one and every route change) as a page view. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track(pathname);
  }, [pathname]);
}
