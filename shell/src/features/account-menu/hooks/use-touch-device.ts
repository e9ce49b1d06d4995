import { useSyncExternalStore } from 'react';

const QUERY = '(hover: none)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isTouch = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;

/** True on devices whose primary input cannot hover (touch screens): `matchMedia('(hover: none)')`. */
export function useTouchDevice(): boolean {
  return useSyncExternalStore(subscribe, isTouch, () => false);
}
