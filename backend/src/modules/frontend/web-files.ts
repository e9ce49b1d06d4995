import path from 'node:path';
import { API_PATH_PREFIX } from '@events/contracts/endpoint';
import { REMOTE_NAMES } from '@events/contracts/frontend';
import { HEALTH_PATH } from '@events/contracts/health';

/** Folders served under /remotes/<name>/: every remote plus the standalone widget. */
export const SERVED_REMOTES = [...REMOTE_NAMES, 'mfe-widget'] as const;
export type ServedRemote = (typeof SERVED_REMOTES)[number];

export function isServedRemote(name: string): name is ServedRemote {
  return (SERVED_REMOTES as readonly string[]).includes(name);
}

/** Paths never answered with the shell's HTML. */
export const NON_SPA_PREFIXES = [API_PATH_PREFIX.replace(/\/$/, ''), '/remotes', HEALTH_PATH] as const;

export function isSpaCandidate(pathname: string): boolean {
  return !NON_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function shellDist(webRoot: string): string {
  return path.join(webRoot, 'shell', 'dist');
}

export function remoteDist(webRoot: string, remote: ServedRemote): string {
  return path.join(webRoot, remote, 'dist');
}

/**
 * The folder of `remote`'s manifest when the registry serves it from this origin's `/remotes/<remote>/`, so that its
 * files are this instance's own (remoteDist); null for a remote served from anywhere else.
 */
export function localRemoteFolder(manifestUrl: string, origin: string, remote: ServedRemote): string | null {
  const url = new URL(manifestUrl);
  const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
  return url.origin === origin && folder === `/remotes/${remote}/` ? folder : null;
}

/**
 * Where the registry serves a remote from, for reading its build here: `base`, the folder of its manifest as pages name
 * it (`/remotes/<remote>/` on this origin, or the folder's URL on a trusted other origin); `manifest`, where that
 * manifest is read (its file on this disk, or its URL); `files`, the folder its other published files are read from
 * (its dist on this disk, or the manifest's folder's URL).
 */
export type RemoteLocation = { readonly base: string; readonly manifest: string; readonly files: string };

/**
 * The location of `remote`, whose manifest the registry gives at `manifestUrl`, when this instance may read its build:
 * served from this origin's /remotes/ (this disk), or from one of `trustedOrigins` (PAGE_SERVER_RENDERING_REMOTE_ORIGINS,
 * fetched from there); null for a remote served from any other origin.
 */
export function remoteLocation(
  webRoot: string,
  remote: ServedRemote,
  manifestUrl: string,
  origin: string,
  trustedOrigins: readonly string[],
): RemoteLocation | null {
  const local = localRemoteFolder(manifestUrl, origin, remote);
  const dist = remoteDist(webRoot, remote);
  if (local !== null) return { base: local, manifest: path.join(dist, 'mf-manifest.json'), files: dist };
  const url = new URL(manifestUrl);
  if (!trustedOrigins.includes(url.origin)) return null;
  const folder = new URL('./', url).href;
  return { base: folder, manifest: url.href, files: folder };
}

/** A file name carrying a content hash, e.g. `main.3f9a1c2b.js` or `chunk-8e1d44aa0c.css`. */
export function isHashedAsset(file: string): boolean {
  return /[.\-_][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(path.basename(file));
}

/**
 * The built file a front-end URL path names (`/remotes/<remote>/<file>` from that remote's dist, any other path from
 * the shell's), or null for a path outside them. The path is URL-encoded, as the page names it.
 */
export function builtFileOf(webRoot: string, urlPath: string): string | null {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  if (remote && !isServedRemote(remote[1] ?? '')) return null;
  const root = remote ? remoteDist(webRoot, remote[1] as ServedRemote) : shellDist(webRoot);
  let relative: string;
  try {
    relative = decodeURIComponent(remote ? (remote[2] ?? '') : urlPath.replace(/^\/+/, ''));
  } catch {
    return null;
  }
  const file = path.resolve(root, relative);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/** Hashed assets never change: cache a year. Everything else (index.html, mf-manifest.json, remoteEntry.js): revalidate. */
export function cacheControlFor(file: string): string {
  return isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Only names with an extension can be files; screen routes (/events/, /venues/12/) are not. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

export function isFileName(pathname: string): boolean {
  return FILE_NAME.test(pathname);
}

export function pathnameOf(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

export const SHELL_NOT_BUILT =
  'The web front end has not been built yet. Run `npm run build` in the repository root, then reload this page.\n';
export const WIDGET_NOT_BUILT =
  'The calendar widget has not been built yet. Run `npm run build` in the repository root, then reload this page.\n';
