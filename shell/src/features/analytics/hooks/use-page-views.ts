import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createPageViewTracker } from '../page-view-tracker';

// The build sets SHELL_TRACKER (false only for the bench's build without the tracker); tests run without it.
const track = typeof SHELL_TRACKER === 'undefined' || SHELL_TRACKER ? createPageViewTracker() : null;

/** Reports each page the shell shows (the first one and every route change) as a page view. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track?.(pathname);
  }, [pathname]);
}
