import { personalCacheName, userOfCache } from '../app-worker-protocol';

/**
 * The signed-in user whose answers the worker keeps: the one personal cache there is (its name holds the user's id),
 * so a restarted worker knows it without any state of its own. A page reports its user on start and whenever it
 * changes (a sign-in, a sign-out); the worker then drops every other user's cache before it answers, and a
 * signed-in answer never outlives its session.
 */
export async function settleSession(userId: number | null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => userOfCache(name) !== null && userOfCache(name) !== userId).map((name) => caches.delete(name)));
  if (userId !== null) await caches.open(personalCacheName(userId));
}

/** The personal cache of the user a page last reported, or null when nobody is signed in. */
export async function personalCache(): Promise<string | null> {
  const names = await caches.keys();
  return names.find((name) => userOfCache(name) !== null) ?? null;
}
