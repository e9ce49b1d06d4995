import { useEffect, useState } from 'react';

/** The current time (epoch ms), updated every `intervalMs` (the live-stream button: every 30 seconds). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
