import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable } from '@nestjs/common';
import {
  WIDGET_HYDRATE_ASSETS_FILE,
  WIDGET_SERVER_FILE,
  type WidgetDocumentInput,
  type WidgetServerModule,
} from '@events/contracts/widgets';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RenderCache } from '../../common/cache/render-cache.js';
import { RenderCacheRegistry } from '../../common/cache/render-cache-registry.js';
import { PUBLIC_LIFETIMES } from '../../common/http/cache-class.js';
import { strongEtag } from '../../common/http/conditional-get.js';

/** Documents kept per instance (a page is a few tens of KB before compression), per page key and embedding host. */
const CACHED_DOCUMENTS = 1000;
/** Within the page data's own lifetime (WidgetPagesService), so a document never outlives its data. */
const CACHED_DOCUMENT_MS = 60_000;

/**
 * The widget page is public but every reader asks again each time (max-age and s-maxage 0): each view reaches the
 * server, which counts it as the embedding host's (its Referer, signed into the page's hit token), and a reader whose
 * copy is current gets a 304 without the page being sent or, within the document cache's minute, rendered. A day of
 * stale copies while the server fails keeps the calendar on the sites that frame it.
 */
export const WIDGET_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=0, stale-if-error=${PUBLIC_LIFETIMES.staleIfError}`;

/** A rendered widget page and the strong ETag of its bytes. */
export type WidgetDocument = { readonly html: string; readonly etag: string };

/** Where mfe-widget's builds live under WEB_ROOT: the browser files (served at /remotes/mfe-widget/) and the server build. */
export function widgetBuildPaths(webRoot: string): { dist: string; server: string } {
  return { dist: path.join(webRoot, 'mfe-widget', 'dist'), server: path.join(webRoot, 'mfe-widget', 'dist-server', WIDGET_SERVER_FILE) };
}

type Loaded = { readonly mtimeMs: number; readonly module: WidgetServerModule; readonly scripts: readonly string[] };

function isServerModule(value: unknown): value is WidgetServerModule {
  return typeof value === 'object' && value !== null && typeof (value as { renderWidgetDocument?: unknown }).renderWidgetDocument === 'function';
}

/**
 * Renders widget pages with mfe-widget's own components: its server build is a CommonJS file loaded with a dynamic
 * import at run time (the backend never imports a front-end package when it is built), together with the list of
 * hydration files its browser build wrote. A rebuilt file (newer mtime) is loaded again on the next page. Answers
 * null while the widget is not built.
 */
@Injectable()
export class WidgetRenderer {
  private loaded: Promise<Loaded | null> | undefined;
  private checkedAt = 0;
  private readonly documents: RenderCache<WidgetDocument>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    caches: RenderCacheRegistry,
  ) {
    this.documents = caches.register(new RenderCache<WidgetDocument>(CACHED_DOCUMENTS, CACHED_DOCUMENT_MS));
  }

  /**
   * The document for the input and its ETag; with `dataKey` (the key the page data was cached under) the document is
   * kept and answered again, ETag and all, for the same data, host, hit token and build.
   */
  async render(input: Omit<WidgetDocumentInput, 'scripts'>, dataKey?: string): Promise<WidgetDocument | null> {
    const loaded = await this.load();
    if (loaded === null) return null;
    const made = (): WidgetDocument => {
      const html = loaded.module.renderWidgetDocument({ ...input, scripts: loaded.scripts });
      return { html, etag: strongEtag(html) };
    };
    if (dataKey === undefined) return made();
    const key = JSON.stringify([dataKey, input.host, input.hitToken, loaded.mtimeMs]);
    const cached = this.documents.get(key);
    if (cached !== undefined) return cached;
    const document = made();
    this.documents.set(key, document);
    return document;
  }

  /** The loaded build; its file's mtime is looked at again at most once a second. */
  private async load(): Promise<Loaded | null> {
    const now = Date.now();
    const current = this.loaded;
    if (current !== undefined && now - this.checkedAt < 1000) return current;
    this.checkedAt = now;
    const { dist, server } = widgetBuildPaths(this.config.webRoot);
    const mtimeMs = await stat(server).then(
      (s) => s.mtimeMs,
      () => null,
    );
    const previous = current === undefined ? null : await current;
    if (mtimeMs === null) {
      this.loaded = Promise.resolve(null);
      return null;
    }
    if (previous !== null && previous.mtimeMs === mtimeMs) return previous;
    this.loaded = (async () => {
      const imported = (await import(`${pathToFileURL(server).href}?v=${mtimeMs}`)) as { default?: unknown };
      const module = isServerModule(imported.default) ? imported.default : isServerModule(imported) ? imported : null;
      if (module === null) throw new Error(`${server} does not export renderWidgetDocument`);
      const assets = JSON.parse(await readFile(path.join(dist, WIDGET_HYDRATE_ASSETS_FILE), 'utf8').catch(() => '{}')) as { js?: unknown };
      const scripts = Array.isArray(assets.js) ? assets.js.filter((file): file is string => typeof file === 'string').map((file) => `/remotes/mfe-widget/${file}`) : [];
      return { mtimeMs, module, scripts };
    })();
    this.loaded.catch(() => {
      this.loaded = undefined;
    });
    return this.loaded;
  }
}
