import { useEffect, useState, type RefObject } from 'react';

/** Spec section 9: the sticky header reacts to scrolling at most every 200 ms. */
export const STICKY_HEADER_THROTTLE_MS = 200;

/**
 * True once the page has scrolled so far that the (position: sticky) header sits at the top of the window:
 * the header then shows the item's name. Scroll events are throttled to one check per 200 ms, with a final
 * check after the last event so the state never lags behind a stop.
 */
export function useStickyHeader(ref: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The header's place in the document while not stuck: where a sentinel before it sits.
    const sentinel = element.previousElementSibling instanceof HTMLElement ? element.previousElementSibling : null;
    const check = () => {
      const anchor = sentinel ?? element;
      setStuck(anchor.getBoundingClientRect().bottom <= 0 && window.scrollY > 0);
    };
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      const now = Date.now();
      const wait = STICKY_HEADER_THROTTLE_MS - (now - last);
      if (wait <= 0) {
        last = now;
        check();
      } else {
        trailing ??= setTimeout(() => {
          trailing = null;
          last = Date.now();
          check();
        }, wait);
      }
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (trailing) clearTimeout(trailing);
    };
  }, [ref]);
  return stuck;
}
