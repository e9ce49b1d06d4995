import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages every federated app shares as singletons (DESIGN.md "Micro-frontends", house rule 8).
 * Short and explicit on purpose: anything not listed here is bundled by the app that imports it.
 * `@events/api-client` holds the API client and, later, the session / user-context store.
 * `@events/router` stands for react-router: it re-exports the part the front ends use. A shared module keeps every
 * export it publishes (no consumer's needs are known at build time), and react-router's package entry publishes
 * its data routers, RSC, turbo-stream and cookie code too; shared whole it weighed ~60 KB gz on every first page.
 * `@events/remote-kit` is not listed: it keeps no state of its own (RequireRole reads the session through
 * `@events/api-client`), so each remote bundles its copy.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@events/router',
  '@tanstack/react-query',
  'zustand',
  '@events/api-client',
] as const;
export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/**
 * Packages whose subpath imports must resolve to the same shared instance too
 * (`react/jsx-runtime`, `react-dom/client`, and `@events/api-client/*`, which has no root export).
 */
const SUBPATH_SHARED: ReadonlySet<SharedSingleton> = new Set(['react', 'react-dom', '@events/api-client']);
/** Workspace libs expose only subpaths, so they are shared by prefix alone. */
const SUBPATH_ONLY: ReadonlySet<SharedSingleton> = new Set(['@events/api-client']);

type PackageJson = { version?: string; dependencies?: Record<string, string> };

export type SharedSingletonConfig = {
  singleton: true;
  requiredVersion: string;
  /** For prefix-only shares: where the federation plugin reads the version (its own lookup of `name/` is deprecated in Node). */
  packageName?: string;
};

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Finds `node_modules/<name>/package.json` walking up from `fromDir` (workspace links included). */
function installedVersion(name: string, fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) {
      const version = readPackageJson(candidate).version;
      if (version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Shared singleton "${name}" is not installed (looked up from ${fromDir}).`);
    dir = parent;
  }
}

/**
 * requiredVersion: the app's own pin turned into a caret range (a remote built against 19.3.1 accepts a
 * host's 19.4.0); workspace libs (declared as "*") use their current version the same way.
 */
function requiredVersionFor(name: SharedSingleton, appDir: string, declared: string | undefined): string {
  const exact = declared && /^\d+\.\d+\.\d+$/.test(declared) ? declared : installedVersion(name, appDir);
  return `^${exact}`;
}

export function sharedSingletons(appDir: string): Record<string, SharedSingletonConfig> {
  const pkg = readPackageJson(path.join(appDir, 'package.json'));
  const shared: Record<string, SharedSingletonConfig> = {};
  for (const name of SHARED_SINGLETONS) {
    const config: SharedSingletonConfig = {
      singleton: true,
      requiredVersion: requiredVersionFor(name, appDir, pkg.dependencies?.[name]),
    };
    if (SUBPATH_ONLY.has(name)) {
      shared[`${name}/`] = { ...config, packageName: `${name}/package.json` };
      continue;
    }
    shared[name] = config;
    if (SUBPATH_SHARED.has(name)) shared[`${name}/`] = config;
  }
  return shared;
}
