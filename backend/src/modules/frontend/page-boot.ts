import type { RemoteName, RemoteRegistry } from '@events/contracts/frontend';
import type { MapTiles } from '@events/contracts/map-tiles';

/**
 * What the backend tells the shell in its index.html, so the page does not wait for it: the role-filtered
 * remote registry of this request (the same answer GET /events/api/v1/frontend/remotes gives) and, when the
 * request carried no credentials at all, that the visitor is anonymous (the user-context call would answer 403);
 * and, on every page, the maps' tile source (MAP_TILE_URL...), read by libs/ui's map-tiles.tsx.
 */
export type PageBoot = {
  readonly remotes?: RemoteRegistry['remotes'];
  readonly session?: 'anonymous';
  readonly mapTiles?: MapTiles;
};

/** Id of the `<script type="application/json">` data block; the shell reads it (shell/src/federation/page-boot.ts). */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/** What scriptJson escapes, and as what. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON inside a `<script>` data block: `<`, `>` and `&` as \u escapes (so no `</script>` or `<!--` can end or
 * bend the element), plus the two line separators. A data block is never executed, so the CSP needs no nonce.
 */
export function scriptJson(data: unknown): string {
  // One pass over the text (a rendered page's cache is some 40 KB), not one for each character escaped.
  return JSON.stringify(data).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character] ?? character);
}


function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Files the page will ask for once its scripts run, fetched while they download instead of after. `fetch`
 * (a remote's mf-manifest.json) is preloaded in CORS mode, as the federation runtime's fetch() asks for it,
 * so the browser uses the preloaded answer.
 */
export type Preload = { readonly href: string; readonly as: 'script' | 'style' | 'fetch' };

function preloadTag(p: Preload): string {
  const cors = p.as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" as="${p.as}" href="${attribute(p.href)}"${cors}>`;
}

export function bootTags(boot: PageBoot, preloads: readonly Preload[]): string {
  const links = preloads.map(preloadTag);
  return `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>${links.join('')}`;
}

/**
 * The shell's index.html with the boot tags at the end of its head: after the shell's own script and
 * stylesheet, so main.js is asked for first and the preloads (about 20 files) queue behind it, not ahead.
 */
export function renderShellWithBoot(html: string, boot: PageBoot, preloads: readonly Preload[]): string {
  const tags = bootTags(boot, preloads);
  const headEnd = /<\/head>/i;
  return headEnd.test(html) ? html.replace(headEnd, (close) => `${tags}${close}`) : `${tags}${html}`;
}

/** A screen-route pattern of the shell's route table: `/events/*` (that address and everything below) or an exact path. */
export type RemoteRoute = { readonly path: string; readonly remote: RemoteName };

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * Whether a route pattern matches `pathname` as react-router matches it: case-insensitively, a trailing slash either
 * way, `:name` standing for one segment, and a final `/*` for that address and everything below it.
 */
function routeMatches(pattern: string, pathname: string): boolean {
  const lower = pathname.toLowerCase();
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2).toLowerCase();
    return lower === base || lower.startsWith(`${base}/`);
  }
  const wanted = segmentsOf(pattern.toLowerCase());
  const given = segmentsOf(lower);
  return wanted.length === given.length && wanted.every((segment, i) => segment.startsWith(':') || segment === given[i]);
}

/** Whether one of `patterns` (screen routes: `/events/*`, `/about/`, `/events/:id/:slug/`) matches `pathname`, as the front ends' router would. */
export function matchesScreenRoute(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => routeMatches(pattern, pathname));
}

/** The remote that renders `pathname`: the matching route with the longest pattern (the most specific one). */
export function remoteForPath(routes: readonly RemoteRoute[], pathname: string): RemoteName | null {
  let best: RemoteRoute | null = null;
  for (const route of routes) {
    if (routeMatches(route.path, pathname) && (!best || route.path.length > best.path.length)) best = route;
  }
  return best?.remote ?? null;
}
