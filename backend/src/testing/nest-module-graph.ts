import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MODULE_METADATA } from '@nestjs/common/constants.js';

/** A Nest module class (what `@Module()` decorates). */
export type ModuleClass = abstract new (...args: never[]) => unknown;

const isModuleClass = (value: unknown): value is ModuleClass =>
  typeof value === 'function' && Reflect.getMetadataKeys(value).some((key) => Object.values(MODULE_METADATA).includes(key as never));

/** The module classes a module imports as Nest wires them: classes, dynamic modules and forward references. */
export function importedModules(module: ModuleClass): ModuleClass[] {
  const entries = (Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []) as unknown[];
  return entries.flatMap((entry) => {
    const target =
      entry !== null && typeof entry === 'object' && 'forwardRef' in entry
        ? (entry as { forwardRef: () => unknown }).forwardRef()
        : entry !== null && typeof entry === 'object' && 'module' in entry
          ? (entry as { module: unknown }).module
          : entry;
    return isModuleClass(target) ? [target] : [];
  });
}

/** The modules a module boots with: itself and everything it imports, directly or not. */
export function moduleClosure(root: ModuleClass): Set<ModuleClass> {
  const seen = new Set<ModuleClass>([root]);
  const visit = (module: ModuleClass): void => {
    for (const imported of importedModules(module)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(root);
  return seen;
}

/** The longest chain of imports from a module (the module first), by depth-first search over an acyclic graph. */
export function longestImportChain(root: ModuleClass, memo = new Map<ModuleClass, ModuleClass[]>()): ModuleClass[] {
  const known = memo.get(root);
  if (known) return known;
  let longest: ModuleClass[] = [];
  for (const imported of importedModules(root)) {
    const chain = longestImportChain(imported, memo);
    if (chain.length > longest.length) longest = chain;
  }
  const chain = [root, ...longest];
  memo.set(root, chain);
  return chain;
}

/** Every module class exported by a `*.module.ts` file below the given folders (the domain modules and the seed). */
export async function moduleClassesIn(folders: readonly string[]): Promise<ModuleClass[]> {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.module.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const modules: ModuleClass[] = [];
  for (const file of files.sort()) {
    const exports = (await import(file)) as Record<string, unknown>;
    modules.push(...Object.values(exports).filter(isModuleClass));
  }
  return modules;
}
