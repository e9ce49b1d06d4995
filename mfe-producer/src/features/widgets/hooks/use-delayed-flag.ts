import { useEffect, useState } from 'react';

/** `flag`, but true only once it has stayed true for `delayMs` (a quick reload shows no overlay). */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  // The run of `flag` that has lasted long enough; a new run (flag turned true again) starts unexpired.
  const [expiredRun, setExpiredRun] = useState(-1);
  const [run, setRun] = useState(0);
  const [lastFlag, setLastFlag] = useState(flag);
  if (flag !== lastFlag) {
    setLastFlag(flag);
    if (flag) setRun(run + 1);
  }
  useEffect(() => {
    if (!flag) return undefined;
    const timer = setTimeout(() => setExpiredRun(run), delayMs);
    return () => clearTimeout(timer);
  }, [flag, run, delayMs]);
  return flag && expiredRun === run;
}
