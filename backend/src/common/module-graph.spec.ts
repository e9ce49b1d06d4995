import path from 'node:path';
import { describeCycle, type ModuleGraph, moduleCycles, readModuleGraph } from '../testing/module-graph.js';

const MODULES_DIR = path.join(import.meta.dirname, '..', 'modules');

const graphOf = (edges: Record<string, readonly string[]>): ModuleGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('backend module graph', () => {
  // Dependencies between module folders point one way (e.g. account -> auth -> users, producers -> billing):
  // a cycle means two modules cannot be understood, tested or split apart on their own. common/, config/ and
  // database/ lie outside modules/ and may be imported by any module.
  it('has no import cycle between the folders of backend/src/modules', () => {
    const graph = readModuleGraph(MODULES_DIR);
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleCycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([]);
  });

  it('finds direct and indirect cycles, and nothing in a one-way graph', () => {
    expect(moduleCycles(graphOf({ auth: ['users'], users: ['auth'] }))).toEqual([['auth', 'users']]);
    expect(moduleCycles(graphOf({ account: ['auth'], auth: ['users'], users: ['account'], billing: [] }))).toEqual([['account', 'auth', 'users']]);
    expect(moduleCycles(graphOf({ account: ['auth', 'users'], auth: ['users'], producers: ['billing', 'users'], users: [], billing: [] }))).toEqual([]);
  });

  it('reads imports, re-exports and dynamic imports but not comments', () => {
    const graph = readModuleGraph(path.join(import.meta.dirname, '..', 'testing', 'module-graph-fixture'));
    expect(graph.get('a')).toEqual(new Set(['b', 'c']));
    expect(graph.get('b')).toEqual(new Set(['a']));
    expect(graph.get('c')).toEqual(new Set());
    expect(moduleCycles(graph)).toEqual([['a', 'b']]);
  });
});
