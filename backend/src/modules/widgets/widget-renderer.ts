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

/** Documents kept per instance (a page is a few tens of KB before compression), per page key and embedding host. */
const CACHED_DOCUMENTS = 1000;
/** Within the page data's own lifetime (WidgetPagesService), so a document never outlives its data. */
const CACHED_DOCUMENT_MS = 60_000;

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
  private readonly documents: RenderCache<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    caches: RenderCacheRegistry,
  ) {
    this.documents = caches.register(new RenderCache<string>(CACHED_DOCUMENTS, CACHED_DOCUMENT_MS));
  }

  /**
   * The document for the input; with `dataKey` (the key the page data was cached under) the document is kept and
   * answered again for the same data, host and build.
   */
  async render(input: Omit<WidgetDocumentInput, 'scripts'>, dataKey?: string): Promise<string | null> {
    const loaded = await this.load();
    if (loaded === null) return null;
    if (dataKey === undefined) return loaded.module.renderWidgetDocument({ ...input, scripts: loaded.scripts });
    const key = JSON.stringify([dataKey, input.host, loaded.mtimeMs]);
    const cached = this.documents.get(key);
    if (cached !== undefined) return cached;
    const html = loaded.module.renderWidgetDocument({ ...input, scripts: loaded.scripts });
    this.documents.set(key, html);
    return html;
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
