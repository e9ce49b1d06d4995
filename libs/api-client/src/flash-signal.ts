/**
 * Tells the shell that a screen has just left a flash message on the server (POST /message/), so the
 * shell takes it after the next navigation instead of asking the server on every one. This package is a shared
 * singleton of the federation, so a remote's announcement reaches the shell's listener. A full page load needs no
 * signal: the shell takes pending messages once per signed-in page load anyway.
 */
let pending = false;
const listeners = new Set<() => void>();

/** Marks a message as waiting on the server and wakes the shell's listener. */
export function announceFlashMessage(): void {
  pending = true;
  for (const listener of listeners) listener();
}

/** True once after an announcement: the caller is then the one that fetches. */
export function takeFlashAnnouncement(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Calls `listener` on each announcement; answers the unsubscribe. */
export function onFlashAnnounced(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
