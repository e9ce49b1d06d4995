import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `open`, a press anywhere outside `root` calls `onPressOutside` (a menu or a panel closes). */
export function usePressOutside(root: RefObject<HTMLElement | null>, open: boolean, onPressOutside: () => void): void {
  const pressedOutside = useEffectEvent(onPressOutside);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) pressedOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, open]);
}
