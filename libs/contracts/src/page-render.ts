/**
 * Discovery pages rendered on the server (issue 29): the backend renders `/`, `/events/`, `/venues/` and the event
 * and venue pages with the shell's and the discovery remote's own components, from a server build of each (a
 * CommonJS file in the app's dist-server folder, loaded at run time: the backend never imports a front-end
 * package). The remote's build answers which query-cache entries the address needs; the shell's renders the page
 * around the remote's routes with those entries and answers the markup and the cache it was rendered from, which
 * the page carries once for the browser to hydrate with.
 */

/** The shell's server build, in shell/dist-server. */
export const SHELL_SERVER_FILE = 'shell-server.cjs';
/** A remote's server build as its build makes it, in <remote>/dist-server; the backend runs the copy it publishes (below). */
export const REMOTE_SERVER_FILE = 'remote-server.cjs';

/**
 * A remote's server build published with its browser build, for the renderer, which finds it by the manifest the
 * browser loads the remote from (on this disk, or on the remote's own origin): a copy in the dist folder's `server/`,
 * named by its content (`remote-server.<the first 16 hex digits of its SHA-256>.cjs`), which the manifest names in
 * Module Federation's own field for it, `metaData.ssrRemoteEntry`. A deploy replaces the manifest, and with it the
 * build it names.
 */
export const REMOTE_SERVER_DIR = 'server';
export const REMOTE_SERVER_DIGITS = 16;

/** `metaData.ssrRemoteEntry` of a remote's mf-manifest.json. */
export type SsrRemoteEntry = { readonly name: string; readonly path: string; readonly type: 'commonjs-module' };

/** The published name of a server build whose SHA-256 (hex) is `sha256`. */
export function publishedServerFile(sha256: string): string {
  return `${REMOTE_SERVER_FILE.replace(/\.cjs$/, '')}.${sha256.slice(0, REMOTE_SERVER_DIGITS)}.cjs`;
}

/** Id of the `<script type="application/json">` block holding what the page was rendered from (PageState). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * What a server-rendered page carries once: the query cache it was rendered from (react-query's dehydrated state),
 * which the browser hydrates with, and the API reads (path and query) that filled it, which the app's service worker
 * keeps as if the page had asked for them, so the page still opens offline.
 */
export type PageState = { readonly cache: unknown; readonly reads: readonly string[] };

/** One query-cache entry of a rendered page: the key the remote's hook asks under, and the answer it reads. */
export type PageQuery = { readonly queryKey: readonly unknown[]; readonly data: unknown };

/** What the remote's server build is asked for one address. */
export type PageQueriesInput = {
  /** Path and query of the page, e.g. `/events/?date_start=2027-03-14`. */
  readonly url: string;
  /** The product's clock (epoch ms): the day the page is rendered for. */
  readonly now: number;
  /** The origin the visitor asked (`https://host`): share and calendar links carry it. */
  readonly origin: string;
  /** Fetch for the remote's API calls: answered by this backend in process, anonymously. */
  readonly fetch: typeof fetch;
};

/**
 * The entries of an address, or `notFound` when what it names does not exist (the page is answered with 404);
 * `queries` empty when the remote renders the address without data. `canonicalPath`: the address in its one
 * written form (a listing's parameters in their fixed order, defaults left out), for the page's canonical link;
 * null to leave it to the page's own head (a detail page's names its item's URL).
 */
export type PageQueries = {
  readonly notFound: boolean;
  readonly queries: readonly PageQuery[];
  readonly canonicalPath: string | null;
  /**
   * The chunk name (`webpackChunkName`) of the screen the page loads lazily, whose stylesheets the page carries with
   * the routes' own; null when the routes' first chunk renders it.
   */
  readonly lazyScreen: string | null;
};

/** A remote's server build: its `./routes` component (the default export) and the entries an address needs. */
export type RemoteServerModule = {
  readonly default: unknown;
  pageQueries(input: PageQueriesInput): Promise<PageQueries>;
};

/** What the shell's server build renders: the page at `url` with `remoteName`'s routes on the given entries. */
export type RenderPageInput = {
  readonly url: string;
  /** The reader's language (issue 31; libs/contracts languages.ts), as the page's `<html lang>` names it. */
  readonly language: string;
  readonly now: number;
  readonly remoteName: string;
  readonly remote: RemoteServerModule;
  readonly queries: readonly PageQuery[];
};

/** The markup inside the shell's `#root`, and the query cache (react-query's dehydrated state) it was rendered from. */
export type RenderedPage = { readonly html: string; readonly state: unknown };

/** The shell's server build. */
export type ShellServerModule = {
  renderPage(input: RenderPageInput): Promise<RenderedPage>;
};

/**
 * Attribute the browser's app sets on `<html>` once it owns a server-rendered page's content (hydrated, or replaced
 * by the app's own error state): before then its controls show but answer nothing. Tests that act on a page wait for
 * it, as a visitor waits for a page to respond.
 */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';
