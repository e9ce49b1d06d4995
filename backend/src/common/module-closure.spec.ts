import path from 'node:path';
import { SearchModule } from '../modules/search/search.module.js';
import { longestImportChain, type ModuleClass, moduleClassesIn, moduleClosure } from '../testing/nest-module-graph.js';

const SRC = path.join(import.meta.dirname, '..');

/**
 * What a module boots with, read from the Nest metadata the app is wired from (not from file imports): the listing
 * must not drag in claims, billing's webhooks or mail, and no chain of imports may grow long enough that a change
 * at its end ripples through the whole app. The infrastructure the app module provides once to all (config, clock,
 * database, the domain events bus) is not imported by domain modules, so it is not counted.
 */
const SEARCH_MODULE_LIMIT = 8;
const IMPORT_CHAIN_HOPS_LIMIT = 8;

const names = (modules: Iterable<ModuleClass>): string[] => [...modules].map((module) => module.name);

describe('Nest module closure', () => {
  it(`boots SearchModule with ${SEARCH_MODULE_LIMIT} modules or fewer`, () => {
    const closure = names(moduleClosure(SearchModule)).sort();
    expect({ size: closure.length, closure }).toEqual({ size: Math.min(closure.length, SEARCH_MODULE_LIMIT), closure });
  });

  it(`has no chain of module imports longer than ${IMPORT_CHAIN_HOPS_LIMIT} hops`, async () => {
    const modules = await moduleClassesIn([path.join(SRC, 'modules'), path.join(SRC, 'seed')]);
    expect(modules.length).toBeGreaterThan(25);
    const memo = new Map<ModuleClass, ModuleClass[]>();
    const longest = modules.map((module) => longestImportChain(module, memo)).reduce((a, b) => (b.length > a.length ? b : a));
    const hops = longest.length - 1;
    expect({ hops: Math.min(hops, IMPORT_CHAIN_HOPS_LIMIT), chain: names(longest).join(' -> ') }).toEqual({ hops, chain: names(longest).join(' -> ') });
  });

  it('reads imports through dynamic modules and forward references', () => {
    class Leaf {}
    Reflect.defineMetadata('providers', [], Leaf);
    class Middle {}
    Reflect.defineMetadata('imports', [{ module: Leaf }], Middle);
    class Root {}
    Reflect.defineMetadata('imports', [{ forwardRef: () => Middle }], Root);
    expect(names(moduleClosure(Root))).toEqual(['Root', 'Middle', 'Leaf']);
    expect(names(longestImportChain(Root))).toEqual(['Root', 'Middle', 'Leaf']);
  });
});
