import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** module folder -> the module folders its files import (itself excluded). */
export type ModuleGraph = ReadonlyMap<string, ReadonlySet<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The module folder (first segment under `modulesDir`) a path lies in, or undefined outside of it. */
function moduleOf(modulesDir: string, file: string): string | undefined {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, second] = relative.split(path.sep);
  return second === undefined ? undefined : first;
}

/**
 * The folder-level import graph of `modulesDir` (backend/src/modules): an edge A -> B when a file of A (tests
 * included) imports, re-exports or dynamically imports a file of B by a relative path. Read with the TypeScript
 * scanner, so comments and strings that look like imports do not count.
 */
export function readModuleGraph(modulesDir: string): ModuleGraph {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    if (from === undefined) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(modulesDir, path.resolve(path.dirname(file), fileName));
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return graph;
}

/**
 * The cycles of a graph: each strongly connected component of more than one module (Tarjan's algorithm), sorted,
 * so `[['auth', 'users']]` says auth and users reach each other.
 */
export function moduleCycles(graph: ModuleGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** One line per cycle with the imports that close it, e.g. `auth -> users -> auth`. */
export function describeCycle(graph: ModuleGraph, cycle: readonly string[]): string {
  const members = new Set(cycle);
  const edges = cycle.flatMap((from) => [...(graph.get(from) ?? [])].filter((to) => members.has(to)).map((to) => `${from} -> ${to}`));
  return `${cycle.join(' <-> ')}: ${edges.join(', ')}`;
}
