import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while rendering on the server and while the browser hydrates that markup, false in every later render (React
 * renders again once hydrated). A component that reads the browser (storage, the device's clock) shows what the
 * server rendered until then, so hydration finds the same markup.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
