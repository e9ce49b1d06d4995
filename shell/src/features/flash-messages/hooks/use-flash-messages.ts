import { onFlashAnnounced, takeFlashAnnouncement } from '@events/api-client/flash-signal';
import { useUserContext } from '@events/api-client/use-session';
import type { FlashMessage } from '@events/contracts/flash-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@events/router';
import { takeFlashMessages } from '../api/take-flash-messages';

/** A message taken from the server: for whom and on which address it arrived (it goes when either changes). */
type TakenFlashMessage = FlashMessage & { readonly key: number; readonly userId: number; readonly pathname: string };

export type ShownFlashMessage = FlashMessage & { readonly key: number };

let nextKey = 0;

/**
 * The flash messages to show: taken from the server once per signed-in page load (and after signing in), and after
 * the next navigation once a screen has announced one (postFlashMessage of the remotes). A message stays until
 * dismissed or until the visitor moves to another address; a failed fetch shows nothing (the notice is a courtesy).
 */
export function useFlashMessages(take: () => Promise<FlashMessage[]> = takeFlashMessages): {
  messages: readonly ShownFlashMessage[];
  dismiss: (key: number) => void;
} {
  const userId = useUserContext()?.id ?? null;
  const { pathname } = useLocation();
  const [taken, setTaken] = useState<readonly TakenFlashMessage[]>([]);
  const [announced, setAnnounced] = useState(0);
  const currentPath = useRef(pathname);
  const handledPath = useRef(pathname);

  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  const fetchPending = useCallback(
    (forUser: number) => {
      take().then(
        (messages) => {
          if (messages.length === 0) return;
          const shownOn = currentPath.current;
          setTaken((before) => [
            ...before.filter((message) => message.pathname === shownOn && message.userId === forUser),
            ...messages.map((message) => ({ ...message, key: (nextKey += 1), userId: forUser, pathname: shownOn })),
          ]);
        },
        () => undefined,
      );
    },
    [take],
  );

  // Signed in (page load or login): whatever the account has waiting.
  useEffect(() => {
    if (userId !== null) fetchPending(userId);
  }, [userId, fetchPending]);

  useEffect(() => onFlashAnnounced(() => setAnnounced((n) => n + 1)), []);

  // An announced message is meant for the page the screen navigates to: it is fetched once the address changes.
  useEffect(() => {
    if (handledPath.current === pathname) return;
    handledPath.current = pathname;
    if (userId !== null && takeFlashAnnouncement()) fetchPending(userId);
  }, [pathname, announced, userId, fetchPending]);

  const dismiss = useCallback((key: number) => setTaken((before) => before.filter((message) => message.key !== key)), []);
  const messages = taken
    .filter((message) => message.userId === userId && message.pathname === pathname)
    .map(({ key, level, msg }) => ({ key, level, msg }));
  return { messages, dismiss };
}
