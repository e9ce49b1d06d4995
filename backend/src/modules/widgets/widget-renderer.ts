import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
import { ServerBuild } from '../../common/render/server-build.js';

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
 * Renders widget pages with mfe-widget's own components, from its server build (common/render/server-build.ts),
 * together with the list of hydration files its browser build wrote. Answers null while the widget is not built.
 */
@Injectable()
export class WidgetRenderer {
  private readonly build: ServerBuild<WidgetServerModule>;
  private scripts: { readonly mtimeMs: number; readonly list: readonly string[] } | undefined;
  private readonly documents: RenderCache<WidgetDocument>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    caches: RenderCacheRegistry,
  ) {
    this.build = new ServerBuild(widgetBuildPaths(config.webRoot).server, isServerModule);
    this.documents = caches.register(new RenderCache<WidgetDocument>(CACHED_DOCUMENTS, CACHED_DOCUMENT_MS));
  }

  /**
   * The document for the input and its ETag; with `dataKey` (the key the page data was cached under) the document is
   * kept and answered again, ETag and all, for the same data, language, host, hit token and build.
   */
  async render(input: Omit<WidgetDocumentInput, 'scripts'>, dataKey?: string): Promise<WidgetDocument | null> {
    const loaded = await this.load();
    if (loaded === null) return null;
    const made = async (): Promise<WidgetDocument> => {
      const html = await loaded.module.renderWidgetDocument({ ...input, scripts: loaded.scripts });
      return { html, etag: strongEtag(html) };
    };
    if (dataKey === undefined) return made();
    // The page's language is in the data's key too; named here, the document's key stands on its own.
    const key = JSON.stringify([dataKey, input.language, input.host, input.hitToken, loaded.mtimeMs]);
    const cached = this.documents.get(key);
    if (cached !== undefined) return cached;
    const document = await made();
    this.documents.set(key, document);
    return document;
  }

  /** The loaded build and, read again whenever the build changes, the hydration files its browser build wrote. */
  private async load(): Promise<Loaded | null> {
    const built = await this.build.load();
    if (built === null) return null;
    if (this.scripts?.mtimeMs !== built.mtimeMs) {
      const { dist } = widgetBuildPaths(this.config.webRoot);
      const assets = JSON.parse(await readFile(path.join(dist, WIDGET_HYDRATE_ASSETS_FILE), 'utf8').catch(() => '{}')) as { js?: unknown };
      const list = Array.isArray(assets.js) ? assets.js.filter((file): file is string => typeof file === 'string').map((file) => `/remotes/mfe-widget/${file}`) : [];
      this.scripts = { mtimeMs: built.mtimeMs, list };
    }
    return { mtimeMs: built.mtimeMs, module: built.module, scripts: this.scripts.list };
  }
}
