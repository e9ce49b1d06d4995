import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type PackageJson = { name?: string; version?: string; workspaces?: unknown };

function readPackageJson(dir: string): PackageJson | undefined {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  } catch {
    return undefined;
  }
}

/** Walks up from `start` to the first folder whose package.json passes `test`. */
function findUp(start: string, test: (pkg: PackageJson) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    const pkg = readPackageJson(dir);
    if (pkg && test(pkg)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The backend package folder and the repository root, found by walking up from this file, so the
 * answer is the same from `src/config` (tests) and `dist/config` (the built server).
 */
export const BACKEND_ROOT = findUp(here, (pkg) => pkg.name === '@events/backend') ?? path.resolve(here, '..', '..');
export const REPO_ROOT = findUp(BACKEND_ROOT, (pkg) => pkg.workspaces !== undefined) ?? path.resolve(BACKEND_ROOT, '..');
export const BACKEND_VERSION = readPackageJson(BACKEND_ROOT)?.version ?? '0.0.0';
