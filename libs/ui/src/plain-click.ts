import type { MouseEvent } from 'react';

/**
 * A plain left click: no other button and no modifier key. Only then may a link's owner take over and navigate in
 * the page (or open a modal); a middle click, or Ctrl, Cmd, Shift or Alt with it, keeps the browser's own meaning
 * (a new tab, a new window, a download).
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
