import type { Chunk, ChunkGroup, Compilation, Compiler, Module, RspackPluginInstance } from '@rspack/core';

/** File the plugin writes into an app's output folder; the backend reads it to preload what a page will load. */
export const BOOT_ASSETS_FILE = 'boot-assets.json';

/** Files of one chunk group plus the shared modules its code consumes (share keys). */
export type BootAssetGroup = { js: string[]; css: string[]; consumes: string[] };

/**
 * What the federation runtime loads, read from the chunk graph (mf-manifest.json lists every chunk that has a
 * module of a share key, including other groups' split chunks, so it over-counts; and it does not list an
 * exposed module's split chunks):
 * - `startup`: the consumes of the entry's initial chunks (the host awaits them before its code runs);
 * - `exposes`: per exposed module (`./routes`), its chunk group's files and consumes;
 * - `shared`: per share key this build provides, the files its provider loads and what they consume in turn;
 * - `named`: per chunk group a dynamic import names (`webpackChunkName`: a screen, the map), its files: a page the
 *   server renders carries the stylesheets of its own screen, not every screen's.
 * A reader follows `consumes` through `shared` (skipping keys a host already provides) to get the whole set.
 */
export type BootAssets = {
  startup: BootAssetGroup | null;
  exposes: Record<string, BootAssetGroup>;
  shared: Record<string, BootAssetGroup>;
  named: Record<string, BootAssetGroup>;
};

/** The container's own name for an exposed module's chunk group: `__federation_expose_<name without ./>`. */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;

function shareKey(module: Module, pattern: RegExp): string | null {
  return pattern.exec(module.identifier())?.[1] ?? null;
}

function groupAssets(compilation: Compilation, chunks: readonly Chunk[]): BootAssetGroup {
  const js = new Set<string>();
  const css = new Set<string>();
  const consumes = new Set<string>();
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = shareKey(module, CONSUME);
      if (key) consumes.add(key);
    }
  }
  return { js: [...js].sort(), css: [...css].sort(), consumes: [...consumes].sort() };
}

function originModules(group: ChunkGroup): Module[] {
  return group.origins.flatMap((origin) => (origin.module ? [origin.module] : []));
}

function bootAssetsOf(compilation: Compilation, exposes: Readonly<Record<string, string>>): BootAssets {
  const entry = compilation.entrypoints.get('main');
  const startup = entry ? groupAssets(compilation, entry.chunks) : null;
  const shared: Record<string, BootAssetGroup> = {};
  const exposed: Record<string, BootAssetGroup> = {};
  for (const group of compilation.chunkGroups) {
    for (const module of originModules(group)) {
      const key = module.type === 'provide-module' ? shareKey(module, PROVIDE) : null;
      if (key) shared[key] = groupAssets(compilation, group.chunks);
    }
  }
  for (const name of Object.keys(exposes)) {
    const group = compilation.namedChunkGroups.get(`${EXPOSE_GROUP_PREFIX}${name.replace(/^\.\//, '').replace(/\//g, '_')}`);
    if (group) exposed[name] = groupAssets(compilation, group.chunks);
  }
  const named: Record<string, BootAssetGroup> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (compilation.entrypoints.has(name) || name.startsWith(EXPOSE_GROUP_PREFIX)) continue;
    named[name] = groupAssets(compilation, group.chunks);
  }
  return { startup, exposes: exposed, shared, named };
}

/** Writes boot-assets.json (see BootAssets) next to the app's mf-manifest.json. */
export function bootAssetsPlugin(exposes: Readonly<Record<string, string>>): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('BootAssets', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'BootAssets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const json = `${JSON.stringify(bootAssetsOf(compilation, exposes), null, 2)}\n`;
          compilation.emitAsset(BOOT_ASSETS_FILE, new compiler.webpack.sources.RawSource(json));
        });
      });
    },
  };
}
