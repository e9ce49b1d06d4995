import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** module folder -> the module folders its files import or inject from (itself excluded). */
export type ModuleGraph = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * What the graph is read from: the folder whose sub-folders are the modules (backend/src/modules), and folders
 * outside it that count as one node each, by name (`{ seed: 'backend/src/seed' }`).
 */
export type GraphSources = { readonly modulesDir: string; readonly nodes?: Readonly<Record<string, string>> };

/**
 * The role suffixes of a module's internals: no other module imports them. Another module asks the owner's exported
 * service, or builds on the owner's `*.read-model.ts` (the rows, columns and contract mapping it shares on purpose).
 */
const INTERNAL_FILE = /\.(repository|queries|mapper)\.ts$/;
const TEST_FILE = /\.(spec|int-spec)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function inside(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative;
}

/** The node a file belongs to and its path inside the node, or undefined outside every node. */
function locate(sources: GraphSources, file: string): { node: string; path: string } | undefined {
  for (const [node, dir] of Object.entries(sources.nodes ?? {})) {
    const relative = inside(dir, file);
    if (relative !== undefined) return { node, path: relative };
  }
  const relative = inside(sources.modulesDir, file);
  if (relative === undefined) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return first === undefined || rest.length === 0 ? undefined : { node: first, path: rest.join('/') };
}

function nodeFiles(sources: GraphSources): { file: string; node: string; path: string }[] {
  const dirs = [sources.modulesDir, ...Object.values(sources.nodes ?? {})];
  return dirs.flatMap(sourceFiles).flatMap((file) => {
    const at = locate(sources, file);
    return at === undefined ? [] : [{ file, ...at }];
  });
}

/** The `.ts` file a relative import names (Node-ESM imports say `.js`). */
function importedFile(from: string, specifier: string): string {
  return path.resolve(path.dirname(from), specifier).replace(/\.js$/, '.ts');
}

/** A token as the graph names it: an identifier's name, or a string literal quoted. */
function tokenOf(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isStringLiteralLike(node)) return `'${node.text}'`;
  return undefined;
}

/**
 * The tokens a file asks Nest for (`@Inject(TOKEN)`, a factory's `inject: [TOKEN]`, `useExisting: TOKEN`, and
 * `moduleRef.get(TOKEN)` / `.resolve(TOKEN)` in a file using ModuleRef) and the tokens it provides
 * (`provide: TOKEN`).
 */
function tokensOf(file: string, text: string): { injected: Set<string>; provided: Set<string> } {
  const injected = new Set<string>();
  const provided = new Set<string>();
  const usesModuleRef = text.includes('ModuleRef');
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const injects =
        (ts.isIdentifier(callee) && callee.text === 'Inject') ||
        (usesModuleRef && ts.isPropertyAccessExpression(callee) && ['get', 'resolve'].includes(callee.name.text));
      const token = injects ? tokenOf(node.arguments[0]) : undefined;
      if (token !== undefined) injected.add(token);
    }
    if (ts.isPropertyAssignment(node)) {
      const key = tokenOf(node.name);
      const token = tokenOf(node.initializer);
      if (key === 'provide' && token !== undefined) provided.add(token);
      if (key === 'useExisting' && token !== undefined) injected.add(token);
      if (key === 'inject' && ts.isArrayLiteralExpression(node.initializer)) {
        for (const element of node.initializer.elements) {
          const injectedToken = tokenOf(element);
          if (injectedToken !== undefined) injected.add(injectedToken);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return { injected, provided };
}

/**
 * The folder-level dependency graph of the modules (backend/src/modules) and the extra nodes (backend/src/seed):
 * an edge A -> B when a file of A (tests included) imports, re-exports or dynamically imports a file of B by a
 * relative path, and when A injects a token (`@Inject(TOKEN)`, a ModuleRef lookup) that B provides (a test's
 * stand-in provider does not count). A `@Global()` module or a token defined in common/ hides nothing: the edge
 * points at the module that provides it. Read with the TypeScript scanner and parser, so comments and strings
 * that look like imports do not count.
 */
export function readModuleGraph(from: GraphSources): ModuleGraph {
  const graph = new Map<string, Set<string>>();
  const injections: { node: string; token: string }[] = [];
  const providers = new Map<string, Set<string>>();
  for (const { file, node } of nodeFiles(from)) {
    const edges = graph.get(node) ?? new Set<string>();
    graph.set(node, edges);
    const text = readFileSync(file, 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = locate(from, importedFile(file, fileName))?.node;
      if (to !== undefined && to !== node) edges.add(to);
    }
    const { injected, provided } = tokensOf(file, text);
    for (const token of injected) injections.push({ node, token });
    if (TEST_FILE.test(file)) continue;
    for (const token of provided) providers.set(token, (providers.get(token) ?? new Set()).add(node));
  }
  for (const { node, token } of injections) {
    for (const provider of providers.get(token) ?? []) if (provider !== node) graph.get(node)?.add(provider);
  }
  return graph;
}

/**
 * Every import of another module's internals: a `*.repository`, `*.queries` or `*.mapper` file of a node other
 * than the importing file's, as `alerts/alerts.queries.ts -> saved-searches/saved-searches.queries.ts`.
 */
export function crossModuleInternals(sources: GraphSources): string[] {
  const found: string[] = [];
  for (const { file, node, path: at } of nodeFiles(sources)) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = importedFile(file, fileName);
      const to = locate(sources, target);
      if (to !== undefined && to.node !== node && INTERNAL_FILE.test(target)) found.push(`${node}/${at} -> ${to.node}/${to.path}`);
    }
  }
  return found.sort();
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
