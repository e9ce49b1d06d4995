import { CACHE_NAMES, personalCacheName, userOfCache } from '../app-worker-protocol';

/**
 * Whose answers the worker keeps: the signed-in user's, in the one personal cache there is (its name holds the
 * user's id), or a visitor's while nobody is signed in, in the anonymous cache; so a restarted worker knows it
 * without any state of its own. A page reports its user on start and whenever it changes (a sign-in, a sign-out);
 * the worker then drops every other session's cache before it answers, and a signed-in answer never outlives its
 * session.
 */
export async function settleSession(userId: number | null): Promise<void> {
  const names = await caches.keys();
  const others = names.filter((name) => (userOfCache(name) !== null && userOfCache(name) !== userId) || (name === CACHE_NAMES.anonymousReads && userId !== null));
  await Promise.all(others.map((name) => caches.delete(name)));
  await caches.open(userId === null ? CACHE_NAMES.anonymousReads : personalCacheName(userId));
}

/** The cache of the session a page last reported (the user's, or the anonymous one), or null before any report. */
export async function sessionCache(): Promise<string | null> {
  const names = await caches.keys();
  return names.find((name) => userOfCache(name) !== null) ?? names.find((name) => name === CACHE_NAMES.anonymousReads) ?? null;
}
