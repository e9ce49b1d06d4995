import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages every federated app shares as singletons (DESIGN.md "Micro-frontends", house rule 8).
 * Short and explicit on purpose: anything not listed here is bundled by the app that imports it.
 * `@events/api-client` holds the API client and, later, the session / user-context store.
 * `@events/router` stands for react-router: it re-exports the part the front ends use. A shared module keeps every
 * export it publishes (no consumer's needs are known at build time), and react-router's package entry publishes
 * its data routers, RSC, turbo-stream and cookie code too; shared whole it weighed ~60 KB gz on every first page.
 * `intl-messageformat` (issue 31) formats every app's messages: shared, it comes once however many apps a page runs;
 * each app still brings its own catalogues and its own provider (libs/ui i18n/app-intl.tsx); the formatter around it
 * is `@events/api-client/intl`, shared with the rest of that lib.
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
  'intl-messageformat',
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

/** The folder of package `name` as Node.js finds it from `fromDir` (walking up; a workspace link is followed). */
function packageDir(name: string, fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Shared singleton "${name}" is not installed (looked up from ${fromDir}).`);
    dir = parent;
  }
}

function installedVersion(name: string, fromDir: string): string {
  const dir = packageDir(name, fromDir);
  const version = readPackageJson(path.join(dir, 'package.json')).version;
  if (!version) throw new Error(`Shared singleton "${name}" has no version (${dir}).`);
  return version;
}

/** A workspace lib is linked from node_modules to its folder in the repository (libs/api-client). */
function isWorkspaceDir(dir: string): boolean {
  return !dir.split(path.sep).includes('node_modules');
}

/**
 * Adds the npm packages `dir` depends on, and theirs, to `found` (react-dom brings scheduler, @events/router brings
 * react-router); a workspace lib it depends on is not followed (@events/contracts is no shared singleton).
 */
function addNpmDependencies(dir: string, found: Set<string>): void {
  for (const name of Object.keys(readPackageJson(path.join(dir, 'package.json')).dependencies ?? {})) {
    const dependency = packageDir(name, dir);
    if (isWorkspaceDir(dependency) || found.has(dependency)) continue;
    found.add(dependency);
    addNpmDependencies(dependency, found);
  }
}

/**
 * The folders the shared singletons' code comes from: the npm packages (the shared ones and every npm package a
 * singleton depends on) and the workspace libs.
 */
export function sharedSingletonDirs(appDir: string): { packages: string[]; workspaceLibs: string[] } {
  const packages = new Set<string>();
  const workspaceLibs: string[] = [];
  for (const name of SHARED_SINGLETONS) {
    const dir = packageDir(name, appDir);
    if (isWorkspaceDir(dir)) workspaceLibs.push(dir);
    else packages.add(dir);
    addNpmDependencies(dir, packages);
  }
  return { packages: [...packages].sort(), workspaceLibs: workspaceLibs.sort() };
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
