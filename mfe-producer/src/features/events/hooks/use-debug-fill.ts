import { useEffect } from 'react';

/**
 * The developer shortcut of spec section 2: Cmd+Shift+1 (Ctrl+Shift+1 off macOS) fills the form with debug data.
 * Development builds only: rspack replaces process.env.NODE_ENV, so a production build drops the listener and
 * never bundles the data module the caller loads lazily.
 */
export function useDebugFill(fill: () => void): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.shiftKey && event.code === 'Digit1') {
        event.preventDefault();
        fill();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fill]);
}
