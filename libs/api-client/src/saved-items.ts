import type { UserContext } from '@events/contracts/auth';
import { QUEUED_OFFLINE_STATUS } from '@events/contracts/app-worker';
import { ERRORS } from '@events/contracts/messages';
import type { ApiClient } from './client.js';

/** What a bookmark can point at (spec producer-and-account.md section 4: "the type must be event or poi"). */
export const SAVED_OBJECT_TYPES = ['event', 'poi'] as const;
export type SavedObjectType = (typeof SAVED_OBJECT_TYPES)[number];

export function isSavedObjectType(value: unknown): value is SavedObjectType {
  return typeof value === 'string' && (SAVED_OBJECT_TYPES as readonly string[]).includes(value);
}

/** Throws the spec's 'Invalid value for objectType.' for anything but event or poi. */
export function assertSavedObjectType(value: unknown): asserts value is SavedObjectType {
  if (!isSavedObjectType(value)) throw new Error(ERRORS.invalidObjectType);
}

/** The user-context list that holds the ids of one object type. */
function listKey(objectType: SavedObjectType): 'savedEventIds' | 'savedPoiIds' {
  return objectType === 'event' ? 'savedEventIds' : 'savedPoiIds';
}

export function isSaved(user: UserContext | null, objectType: SavedObjectType, id: number): boolean {
  assertSavedObjectType(objectType);
  return user !== null && user[listKey(objectType)].includes(id);
}

/**
 * The user context with `id` added to or removed from the saved event or venue ids. Without `saved` the id
 * is toggled; `saved` true or false forces add or remove. Unchanged lists keep their identity.
 */
export function withSavedId(user: UserContext, objectType: SavedObjectType, id: number, saved?: boolean): UserContext {
  assertSavedObjectType(objectType);
  const key = listKey(objectType);
  const ids = user[key];
  const present = ids.includes(id);
  const wanted = saved ?? !present;
  if (wanted === present) return user;
  return { ...user, [key]: wanted ? [...ids, id] : ids.filter((existing) => existing !== id) };
}

/**
 * The bookmark endpoints (and their zod schemas) are loaded with the first call, not with the page: this module
 * is part of the session the shell's first paint needs, and zod is not.
 */
const loadEndpoints = () => import('@events/contracts/saved');

async function callToggle(client: ApiClient, objectType: SavedObjectType, id: number, saved?: boolean) {
  assertSavedObjectType(objectType);
  const { savedEndpoints } = await loadEndpoints();
  const endpoint = objectType === 'event' ? savedEndpoints.toggleEvent : savedEndpoints.toggleVenue;
  return client.call(endpoint, { params: { id }, body: saved === undefined ? undefined : { saved } });
}

/**
 * POST: toggles the bookmark and answers the new state. With `saved` the body forces the state (spec section
 * 4: "an explicit flag forces add or remove"); without it the call sends no body and toggles.
 */
export async function postSavedToggle(client: ApiClient, objectType: SavedObjectType, id: number, saved?: boolean): Promise<boolean> {
  return (await callToggle(client, objectType, id, saved)).data.saved;
}

/**
 * POST forcing the state the user chose. Offline, the app's service worker queues it to send when the network
 * returns and answers QUEUED_OFFLINE_STATUS (issue 32): then `queued` is true and `saved` is the state to come.
 */
export async function sendSavedState(client: ApiClient, objectType: SavedObjectType, id: number, saved: boolean): Promise<{ saved: boolean; queued: boolean }> {
  const answer = await callToggle(client, objectType, id, saved);
  return { saved: answer.data.saved, queued: answer.status === QUEUED_OFFLINE_STATUS };
}

/** A bookmark the service worker holds until the network returns, with the state it will have. */
export type QueuedBookmark = { readonly objectType: SavedObjectType; readonly id: number; readonly saved: boolean };

/** The bookmark a queued write's path and body make, or null for another write. */
export function queuedBookmarkOf(path: string, body: unknown): QueuedBookmark | null {
  const match = /^\/events\/api\/(?:saved_events\/(event)|saved_pois\/(poi))\/(\d+)\/?$/.exec(path);
  const saved = typeof body === 'object' && body !== null && 'saved' in body ? body.saved : undefined;
  if (match === null || typeof saved !== 'boolean') return null;
  return { objectType: match[1] === 'event' ? 'event' : 'poi', id: Number(match[3]), saved };
}

/** GET: reads whether the item is saved. */
export async function getSavedState(client: ApiClient, objectType: SavedObjectType, id: number): Promise<boolean> {
  assertSavedObjectType(objectType);
  const { savedEndpoints } = await loadEndpoints();
  const endpoint = objectType === 'event' ? savedEndpoints.eventState : savedEndpoints.venueState;
  const { data } = await client.call(endpoint, { params: { id } });
  return data.saved;
}
