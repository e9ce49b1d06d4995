import type { PrecacheEntry } from 'workbox-precaching';

/** The worker's global scope, typed as the service worker's. */
export const worker = self as unknown as ServiceWorkerGlobalScope;

/** The global Workbox's build fills with this deployment's files: read it as `self.__WB_MANIFEST`, the text the build replaces. */
export type PrecacheScope = { readonly __WB_MANIFEST: (PrecacheEntry | string)[] };
