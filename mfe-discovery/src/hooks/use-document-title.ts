import { useEffect } from 'react';
import { detailTitle } from '../utils/detail-path';

/** Sets the window title to "{name} | {site}" while the page shows an item, and restores it afterwards. */
export function useDocumentTitle(name: string | null): void {
  useEffect(() => {
    if (name === null) return undefined;
    const previous = document.title;
    document.title = detailTitle(name, previous);
    return () => {
      document.title = previous;
    };
  }, [name]);
}
