import path from 'node:path';
import { crossModuleInternals, describeCycle, type GraphSources, type ModuleGraph, moduleCycles, readModuleGraph } from '../testing/module-graph.js';

const SRC = path.join(import.meta.dirname, '..');
/** The real graph: the module folders and the seed, a node of its own that only ever depends on modules. */
const BACKEND: GraphSources = { modulesDir: path.join(SRC, 'modules'), nodes: { seed: path.join(SRC, 'seed') } };
const FIXTURES = path.join(SRC, 'testing', 'module-graph-fixture');

const graphOf = (edges: Record<string, readonly string[]>): ModuleGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('backend module graph', () => {
  // Dependencies between module folders point one way (e.g. account -> auth -> users, producers -> billing):
  // a cycle means two modules cannot be understood, tested or split apart on their own. common/, config/ and
  // database/ lie outside modules/ and may be imported by any module; an injected token counts as an import of
  // the module that provides it, so neither a token defined in common/ nor a @Global() module hides a dependency.
  it('has no cycle between the folders of backend/src/modules and backend/src/seed, tokens included', () => {
    const graph = readModuleGraph(BACKEND);
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('seed')?.size).toBeGreaterThan(0);
    expect(moduleCycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([]);
  });

  // A module's repositories, queries and mappers are its internals: another module asks its exported service, or
  // the shared read model lives with one owner.
  it("has no import of another module's *.repository, *.queries or *.mapper file", () => {
    expect(crossModuleInternals(BACKEND)).toEqual([]);
  });

  it('finds direct and indirect cycles, and nothing in a one-way graph', () => {
    expect(moduleCycles(graphOf({ auth: ['users'], users: ['auth'] }))).toEqual([['auth', 'users']]);
    expect(moduleCycles(graphOf({ account: ['auth'], auth: ['users'], users: ['account'], billing: [] }))).toEqual([['account', 'auth', 'users']]);
    expect(moduleCycles(graphOf({ account: ['auth', 'users'], auth: ['users'], producers: ['billing', 'users'], users: [], billing: [] }))).toEqual([]);
  });

  it('reads imports, re-exports and dynamic imports but not comments', () => {
    const graph = readModuleGraph({ modulesDir: path.join(FIXTURES, 'imports') });
    expect(graph.get('a')).toEqual(new Set(['b', 'c']));
    expect(graph.get('b')).toEqual(new Set(['a']));
    expect(graph.get('c')).toEqual(new Set());
    expect(moduleCycles(graph)).toEqual([['a', 'b']]);
  });

  it('counts an injected or looked-up token as an edge to the module providing it, global or not', () => {
    const graph = readModuleGraph({ modulesDir: path.join(FIXTURES, 'tokens', 'modules') });
    expect(graph.get('venues')).toEqual(new Set(['editor']));
    expect(graph.get('auth')).toEqual(new Set(['account']));
    expect(moduleCycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([
      'account <-> auth: account -> auth, auth -> account',
      'editor <-> venues: editor -> venues, venues -> editor',
    ]);
  });

  it("counts the seed as a node and lists imports of another node's repository, queries or mapper", () => {
    const sources = { modulesDir: path.join(FIXTURES, 'internals', 'modules'), nodes: { seed: path.join(FIXTURES, 'internals', 'seed') } };
    expect(moduleCycles(readModuleGraph(sources))).toEqual([['events', 'seed']]);
    expect(crossModuleInternals(sources)).toEqual(['search/search.queries.ts -> events/events.queries.ts', 'seed/seed-cli.ts -> events/events.repository.ts']);
  });
});
