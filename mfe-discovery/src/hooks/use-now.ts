import { useEffect, useState } from 'react';
import { usePageRender } from './use-page-render';

/**
 * The current time (epoch ms), updated every `intervalMs` (the live-stream button: every 30 seconds); the rendered
 * page's instant while hydrating.
 */
export function useNow(intervalMs: number): number {
  const rendered = usePageRender();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return rendered?.now ?? now;
}
