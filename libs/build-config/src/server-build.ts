import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance, type SwcLoaderOptions } from '@rspack/core';

/**
 * The packages a page's server builds take from node_modules instead of bundling: the shell's and a remote's
 * server build each render part of one React tree (the shell's layout around the remote's routes), so they must
 * read one React, one router context and one query cache, as the browser's federation singletons do
 * (shared-singletons.ts). `@events/router` is bundled (it only re-exports react-router, which is external);
 * `@events/api-client` is bundled per build: on the server its stores only ever hold their first state; but its
 * `language` module is one, so the remote reads the language context the shell's render provides (issue 31).
 */
export const SERVER_EXTERNALS = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'zustand', '@events/api-client/language'] as const;

function isExternal(request: string): boolean {
  return SERVER_EXTERNALS.some((name) => request === name || request.startsWith(`${name}/`));
}

export type ServerBuildOptions = {
  /** The app's folder (holding its package.json). */
  appDir: string;
  /** The server entry, e.g. `./src/server/remote-server.tsx`. */
  entry: string;
  /** The output file in the app's dist-server folder (SHELL_SERVER_FILE or REMOTE_SERVER_FILE of @events/contracts/page-render). */
  file: string;
  /** Compile-time constants the app's browser build defines too. */
  define?: Record<string, string>;
  /**
   * A remote's: also publish the build with the browser build (built first), as a copy in `dist/<dir>` named by its
   * content's SHA-256 (`name`), which `metaData.ssrRemoteEntry` of dist/mf-manifest.json names (REMOTE_SERVER_DIR of
   * @events/contracts/page-render).
   */
  publish?: { readonly dir: string; readonly name: (sha256: string) => string };
};

/**
 * Publishes the server build beside the browser build it was made with: the renderer reads the server build the
 * remote's manifest names, so a deploy, which replaces the manifest last, switches both builds at once.
 */
function publishPlugin(appDir: string, file: string, publish: NonNullable<ServerBuildOptions['publish']>): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('PublishServerBuild', async () => {
        const code = await readFile(path.join(appDir, 'dist-server', file));
        const name = publish.name(createHash('sha256').update(code).digest('hex'));
        const dist = path.join(appDir, 'dist');
        await mkdir(path.join(dist, publish.dir), { recursive: true });
        await writeFile(path.join(dist, publish.dir, name), code);
        const manifestFile = path.join(dist, 'mf-manifest.json');
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
        manifest.metaData.ssrRemoteEntry = { name, path: publish.dir, type: 'commonjs-module' };
        await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
      });
    },
  };
}

/**
 * A page's server build: one CommonJS file (lazy routes included, so a render never waits for a chunk) that the
 * backend loads at run time with a dynamic import. Stylesheets are left to the browser build: the page links them.
 */
export function defineServerBuild(options: ServerBuildOptions): (env: unknown, argv: { mode?: Configuration['mode'] }) => Configuration {
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const swcOptions: SwcLoaderOptions = {
      detectSyntax: 'auto',
      jsc: { target: 'es2022', transform: { react: { runtime: 'automatic', development: !isProduction } } },
    };
    return {
      name: `${path.basename(options.appDir)}-server`,
      mode: isProduction ? 'production' : 'development',
      context: options.appDir,
      target: 'node22',
      entry: { server: options.entry },
      devtool: false,
      output: {
        path: path.join(options.appDir, 'dist-server'),
        filename: options.file,
        library: { type: 'commonjs2' },
        clean: true,
      },
      externalsType: 'commonjs',
      externals: [({ request }, callback) => (request && isExternal(request) ? callback(undefined, request) : callback())],
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        conditionNames: ['source', 'node', 'import', 'module', 'production', 'default'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          { test: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/, loader: 'builtin:swc-loader', options: swcOptions, type: 'javascript/auto' },
          // A stylesheet import is the browser build's: here it is an unused string.
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'), ...options.define }),
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        isProduction && options.publish && publishPlugin(options.appDir, options.file, options.publish),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}
