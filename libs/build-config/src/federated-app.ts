import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration, type DevServer, type RspackPluginInstance, type SwcLoaderOptions } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { type AppManifestOptions, appManifestPlugin, ICON_SVG_FILE, MANIFEST_FILE, TOUCH_ICON_FILE } from './app-manifest-plugin.ts';
import { bootAssetsPlugin } from './boot-assets-plugin.ts';
import { CATALOGUE_RULE, messageDefinitionsRule } from './i18n-rules.ts';
import { sharedSingletonDirs, sharedSingletons } from './shared-singletons.ts';

/**
 * - `host`: the shell. No build-time remotes; it registers them at runtime from the backend's registry.
 * - `remote`: a federated remote (exposes `./routes`). Its standalone page is built for `rspack serve` only.
 * - `standalone`: the embeddable widget. It mounts itself from its own page and also exposes a module.
 */
export type FederatedAppKind = 'host' | 'remote' | 'standalone';

export type FederatedAppOptions = {
  kind: FederatedAppKind;
  /** The app's folder (the directory holding its rspack.config.ts and package.json). */
  appDir: string;
  /** Module-federation name: no dashes (`mfe_discovery`); see federationName() in @events/contracts/frontend. */
  federationName: string;
  /** Modules a remote publishes, e.g. `{ './routes': './src/app/discovery-routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Browser entry of the app's own page (the shell, the widget, or a remote's standalone dev page). */
  entry: string;
  /** The page's <title> and meta description. */
  html: { title: string; description: string };
  devPort: number;
  /** Where the built files are served from. Default: `/` for the host, `auto` (relative to the manifest) otherwise. */
  publicPath?: string;
  /** Path prefixes the dev server forwards to the backend (BACKEND_URL, default http://localhost:3000), beside the API's. */
  proxyPaths?: readonly string[];
  /** Extra JSON files written to the output folder (file name -> value), e.g. the shell's route table for the backend. */
  emitJson?: Readonly<Record<string, unknown>>;
  /** The host's web app manifest and the image its icons are made from: the site installs as an app. */
  appManifest?: AppManifestOptions;
};

type RspackArgv = { mode?: Configuration['mode'] };

/** Writes `files` (name -> JSON value) into the output folder. */
function emitJsonPlugin(files: Readonly<Record<string, unknown>>): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('EmitJson', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'EmitJson', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const [name, value] of Object.entries(files)) {
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
          }
        });
      });
    },
  };
}
export type RspackConfigFunction = (env: Record<string, unknown>, argv: RspackArgv) => Configuration;

/**
 * react-router's production build. Its package exports name only its development build, whatever the mode
 * (remix-run/react-router#12532, #14102): that one keeps its development warnings (a route that matches nothing,
 * descendant <Routes>) switched on in every browser. The production build is the same code with them off.
 */
function reactRouterProductionEntry(appDir: string): string {
  const packageJson = createRequire(path.join(appDir, 'package.json')).resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist', 'production', 'index.mjs');
}

/**
 * What every dev server forwards to the backend: the API, and the backend's calls outside /events/api/ that the front
 * ends make (the flash-message call at the spec's /message/, the geocode helper, event calendars).
 */
const BACKEND_PROXY_PATHS = ['/events/api', '/health', '/message', '/manage/geocode', '/icalendar'] as const;
const BROWSER_TARGET = 'es2022';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page's icon, and with a manifest the links that make the site installable (the manifest, its theme colour). */
function iconLinks(appManifest: AppManifestOptions | undefined): string {
  if (appManifest === undefined) return '<link rel="icon" href="data:," />';
  return [
    `<link rel="icon" href="/${ICON_SVG_FILE}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="/${TOUCH_ICON_FILE}" />`,
    `<link rel="manifest" href="/${MANIFEST_FILE}" />`,
    `<meta name="theme-color" content="${escapeHtml(appManifest.manifest.theme_color)}" />`,
  ].join('\n    ');
}

function htmlTemplate(html: FederatedAppOptions['html'], appManifest: AppManifestOptions | undefined): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${escapeHtml(html.description)}" />
    ${iconLinks(appManifest)}
    <title>${escapeHtml(html.title)}</title>
  </head>
  <body>
    <noscript>This site needs JavaScript to show events and venues.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

function devServerFor(options: FederatedAppOptions, publicPath: string): DevServer {
  const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';
  const servesUnderPrefix = publicPath !== '/' && publicPath !== 'auto';
  return {
    port: options.devPort,
    hot: true,
    // Every screen route answers with the app's page, as the backend does in production.
    historyApiFallback: servesUnderPrefix ? { index: `${publicPath}index.html` } : true,
    // The shell (another origin in development) fetches manifests and chunks from the remotes' servers.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: [...BACKEND_PROXY_PATHS, ...(options.proxyPaths ?? [])], target: backend, changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false } },
  };
}

/**
 * One federation runtime per page instead of one per bundle (each copy is ~25 KB gz): the host publishes
 * its runtime core (`provideExternalRuntime`) and a production remote uses it (`externalRuntime`). A remote's
 * development page and the standalone widget run without a host, so they keep their own.
 */
function runtimeSharing(kind: FederatedAppKind, isProduction: boolean): { provideExternalRuntime?: true; externalRuntime?: true } {
  if (kind === 'host') return { provideExternalRuntime: true };
  if (kind === 'remote' && isProduction) return { externalRuntime: true };
  return {};
}

/** Matches a module path under one of `dirs`. */
function underDirs(dirs: readonly string[]): RegExp {
  const escaped = dirs.map((dir) => dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})[\\\\/]`);
}

/**
 * The host provides every shared singleton, and a page loads nearly all of them as it starts (the shell's own code
 * consumes react, the router, react-query, zustand and the api-client's session at once; the first remote consumes
 * the rest). One chunk per share key made 17 files on the events list, each compressed on its own; two chunks are
 * ~5 KB gz less: the npm packages (react-dom and the like, which change with an upgrade only and stay cached across
 * deployments) and the workspace libs. A remote keeps one chunk per share key: it provides only what the host does
 * not, and a merged chunk would bring all its fallbacks with the first one it provides.
 */
function hostSharedChunks(appDir: string): Record<string, { test: RegExp; name: string; chunks: 'async'; enforce: true; priority: number }> {
  const { packages, workspaceLibs } = sharedSingletonDirs(appDir);
  return {
    sharedPackages: { test: underDirs(packages), name: 'shared-packages', chunks: 'async', enforce: true, priority: 10 },
    sharedLibs: { test: underDirs(workspaceLibs), name: 'shared-libs', chunks: 'async', enforce: true, priority: 10 },
  };
}

/**
 * One rspack configuration for every front-end app, so the six apps share loaders, resolution,
 * federation settings and output naming instead of copying them.
 */
export function defineFederatedApp(options: FederatedAppOptions): RspackConfigFunction {
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const publicPath = options.publicPath ?? (options.kind === 'host' ? '/' : 'auto');
    // A remote's own page exists only to develop it alone; its production output is the federated container.
    const buildsPage = options.kind !== 'remote' || !isProduction;
    const hashed = (name: string) => (isProduction ? `${name}.[contenthash:8]` : name);

    const swcOptions: SwcLoaderOptions = {
      detectSyntax: 'auto',
      jsc: {
        target: BROWSER_TARGET,
        transform: {
          react: { runtime: 'automatic', development: !isProduction, refresh: !isProduction },
        },
      },
    };

    const entry: Record<string, string> = buildsPage ? { main: options.entry } : {};

    return {
      mode: isProduction ? 'production' : 'development',
      context: options.appDir,
      target: ['web', BROWSER_TARGET],
      entry,
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.appDir, 'dist'),
        publicPath,
        uniqueName: options.federationName,
        filename: `${hashed('[name]')}.js`,
        chunkFilename: `${hashed('[name]')}.js`,
        cssFilename: `${hashed('[name]')}.css`,
        cssChunkFilename: `${hashed('[name]')}.css`,
        assetModuleFilename: `${hashed('assets/[name]')}[ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        // Workspace libs export TypeScript sources under the `source` condition.
        conditionNames: ['source', 'browser', 'import', 'module', 'webpack', isProduction ? 'production' : 'development', 'default'],
        // Libs use `.js` suffixes on relative imports (Node ESM style).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Catalogues come compiled (CATALOGUE_RULE): formatting needs no parser, ~6 KB gz less on every page.
        alias: {
          '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
          ...(isProduction ? { 'react-router$': reactRouterProductionEntry(options.appDir) } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /[\\/]node_modules[\\/]/,
            loader: 'builtin:swc-loader',
            options: swcOptions,
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          CATALOGUE_RULE,
          messageDefinitionsRule(options.appDir),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.federationName,
          ...(options.exposes ? { filename: `${hashed('remoteEntry')}.js`, exposes: options.exposes } : {}),
          shared: sharedSingletons(options.appDir),
          // Load shared modules from whoever loaded them first instead of fetching every remote's entry at start.
          shareStrategy: 'loaded-first',
          manifest: true,
          // Type archives would be written where the manifest does not point; remotes are typed by contract instead.
          dts: false,
          dev: false,
          // Every federated app runs in a browser (the pages' server builds are server-build.ts, without federation):
          // the runtime's Node.js script loading is left out.
          experiments: { asyncStartup: true, optimization: { target: 'web' }, ...runtimeSharing(options.kind, isProduction) },
        }),
        buildsPage &&
          new rspack.HtmlRspackPlugin({
            templateContent: htmlTemplate(options.html, options.appManifest),
            // The page needs its own entry only; a remoteEntry is for hosts that load it.
            chunks: ['main'],
            // With `auto` the page would ask for `main.js` relative to a deep route such as /events/.
            publicPath: publicPath === 'auto' ? '/' : publicPath,
            minify: isProduction,
          }),
        // Fast Refresh works for the shell and for a remote on its own page; a remote's edits shown inside the
        // shell need a page reload (each bundle has its own refresh runtime; see nrwl/nx#36393).
        !isProduction && new ReactRefreshRspackPlugin({ library: options.federationName }),
        options.emitJson && emitJsonPlugin(options.emitJson),
        options.appManifest && appManifestPlugin(options.appManifest),
        // The backend preloads the files a page's first route loads (its startup shares, the remote's ./routes).
        isProduction && bootAssetsPlugin(options.exposes ?? {}),
      ],
      optimization: {
        minimize: isProduction,
        splitChunks: {
          cacheGroups: {
            // Each shared `@events/api-client/*` subpath is provided by its own chunk, which would carry its own
            // copy of every api-client and contracts module it imports (the error type, path filling, the
            // session). Modules two chunks need go to one chunk instead, however small they are.
            workspaceLibs: {
              test: /[\\/]libs[\\/](api-client|contracts)[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 5,
              reuseExistingChunk: true,
            },
            ...(options.kind === 'host' ? hostSharedChunks(options.appDir) : {}),
          },
        },
      },
      performance: { hints: false },
      devServer: devServerFor(options, publicPath),
    };
  };
}
