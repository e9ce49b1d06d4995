import type { RemoteName } from '@events/contracts/frontend';
import { isRemoteName } from './remote-names';

/** What the backend put in the page for this visitor (backend/src/modules/frontend/page-boot.ts). */
export type PageBoot = {
  /** The role-filtered registry of this request: remote name -> manifest URL. */
  remotes: Partial<Record<RemoteName, string>> | null;
  /** The request carried no credentials: the user-context call would only say so. */
  anonymous: boolean;
};

const ELEMENT_ID = 'page-boot';
const NONE: PageBoot = { remotes: null, anonymous: false };

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads the boot data block once. The same checks as the registry's schema (known remote names, absolute
 * URLs), without zod on the page's first route; anything else counts as absent and the shell asks the API.
 */
export function parsePageBoot(text: string | null | undefined): PageBoot {
  if (!text) return NONE;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return NONE;
  }
  if (typeof data !== 'object' || data === null) return NONE;
  const { remotes, session } = data as Record<string, unknown>;
  let registry: PageBoot['remotes'] = null;
  if (typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes)) {
    const entries = Object.entries(remotes);
    const valid = entries.every(([name, url]) => isRemoteName(name) && isHttpUrl(url));
    if (valid) registry = Object.fromEntries(entries) as PageBoot['remotes'];
  }
  return { remotes: registry, anonymous: session === 'anonymous' };
}

let boot: PageBoot | null = null;

export function pageBoot(): PageBoot {
  boot ??= parsePageBoot(typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID)?.textContent);
  return boot;
}

let registryTaken = false;

/** The visitor changed (login, logout) before the inlined registry was used: it no longer applies. */
export function discardBootRegistry(): void {
  registryTaken = true;
}

/** The inlined registry, answered once: after a login or logout the shell must ask the API again. */
export function takeBootRegistry(): PageBoot['remotes'] {
  if (registryTaken) return null;
  registryTaken = true;
  return pageBoot().remotes;
}
