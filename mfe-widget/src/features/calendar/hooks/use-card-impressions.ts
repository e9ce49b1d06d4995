import { useEffect, type RefObject } from 'react';

/** Spec section 9: a card counts after 1 s at 50 % visibility. */
const VISIBLE_RATIO = 0.5;
const VISIBLE_MS = 1000;

/** Reports each card of the list (`li[data-event-id]`) that stays at least half visible for a second. */
export function useCardImpressions(list: RefObject<HTMLElement | null>, key: unknown, onSeen: (eventId: number) => void): void {
  useEffect(() => {
    const root = list.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.eventId);
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
            if (!timers.has(entry.target)) timers.set(entry.target, setTimeout(() => onSeen(id), VISIBLE_MS));
          } else {
            clearTimeout(timers.get(entry.target));
            timers.delete(entry.target);
          }
        }
      },
      { threshold: [0, VISIBLE_RATIO, 1] },
    );
    for (const card of root.querySelectorAll('[data-event-id]')) observer.observe(card);
    return () => {
      observer.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [list, key, onSeen]);
}
