// The widget page's second build (beside the federated one in rspack.config.ts): the server entry the backend loads at
// run time to render /widget/{id}/ (dist-server/widget-server.cjs), and the small browser files that page uses
// without any federation runtime: the hydration bundle and the host page's optional resizer script (into dist/,
// served under /remotes/mfe-widget/). Build after rspack.config.ts, which empties dist/.
import path from 'node:path';
import { type Compiler, type Configuration, rspack, type RspackPluginInstance, type SwcLoaderOptions } from '@rspack/core';
import { CATALOGUE_RULE, messageDefinitionsRule } from '@events/build-config/i18n-rules';

const appDir = import.meta.dirname;
const HYDRATE_ENTRY = 'widget-hydrate';
const RESIZER_ENTRY = 'widget-resizer';
/** Written beside the hydration files; the backend reads it (WIDGET_HYDRATE_ASSETS_FILE in @events/contracts/widgets). */
const ASSETS_FILE = 'widget-hydrate-assets.json';

type Argv = { mode?: Configuration['mode'] };

function swcRule(target: string, isProduction: boolean) {
  const options: SwcLoaderOptions = {
    detectSyntax: 'auto',
    jsc: { target, transform: { react: { runtime: 'automatic', development: !isProduction } } },
  };
  return { test: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/, loader: 'builtin:swc-loader', options, type: 'javascript/auto' as const };
}

const resolve = (conditions: string[]): Configuration['resolve'] => ({
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
  conditionNames: ['source', ...conditions, 'import', 'module', 'production', 'default'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});

/** Lists the hydration entry's files, so the backend's page asks for the current hashed name. */
function hydrateAssetsPlugin(): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('WidgetHydrateAssets', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'WidgetHydrateAssets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const files = compilation.entrypoints.get(HYDRATE_ENTRY)?.getFiles().filter((file) => file.endsWith('.js')) ?? [];
          compilation.emitAsset(ASSETS_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify({ js: files }, null, 2)}\n`));
        });
      });
    },
  };
}

export default (_env: unknown, argv: Argv): Configuration[] => {
  const isProduction = argv.mode !== 'development';
  const mode = isProduction ? 'production' : 'development';
  return [
    {
      name: 'widget-browser',
      mode,
      context: appDir,
      target: ['web', 'es2022'],
      entry: { [HYDRATE_ENTRY]: './src/hydrate.tsx', [RESIZER_ENTRY]: './src/resizer/widget-resizer.ts' },
      devtool: false,
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: '/remotes/mfe-widget/',
        // The resizer's address is pasted into other sites, so its name never changes.
        filename: (pathData) => (pathData.chunk?.name === RESIZER_ENTRY ? `${RESIZER_ENTRY}.js` : '[name].[contenthash:8].js'),
        // A language's catalogue (and libs/ui's), loaded before hydration: one small file each.
        chunkFilename: 'widget-[id].[contenthash:8].js',
        clean: false,
      },
      resolve: {
        ...resolve(['browser']),
        // The hydration bundle runs the widget's React components on Preact's compatible core: React DOM alone
        // weighs more than the widget's whole script budget (60 KB gzip). The server renders with React itself.
        alias: {
          react$: 'preact/compat',
          'react-dom$': 'preact/compat',
          'react-dom/client$': 'preact/compat/client',
          'react/jsx-runtime$': 'preact/jsx-runtime',
          // Catalogues come compiled (CATALOGUE_RULE): formatting needs no parser.
          '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      },
      // The page's language's catalogue is its own small file, loaded before hydration (src/hydrate.tsx).
      // The messages (libs/build-config i18n-rules.ts): catalogues and definitions compiled, by the same short ids.
      module: { rules: [swcRule('es2022', isProduction), CATALOGUE_RULE, messageDefinitionsRule(appDir)] },
      plugins: [hydrateAssetsPlugin()],
      optimization: { minimize: isProduction, splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
    },
    {
      name: 'widget-server',
      mode,
      context: appDir,
      target: 'node20',
      entry: { 'widget-server': './src/server/widget-server.tsx' },
      devtool: false,
      output: {
        path: path.join(appDir, 'dist-server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: resolve(['node']),
      module: {
        rules: [
          { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
          swcRule('es2022', isProduction),
          CATALOGUE_RULE,
          messageDefinitionsRule(appDir),
        ],
      },
      // One file: the backend runs it from its text (common/render/server-build.ts), every catalogue inside.
      plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    },
  ];
};
