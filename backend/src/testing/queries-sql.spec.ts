import { EVENT_TYPE_ORDERINGS } from '@events/contracts/event-types';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { listEventTypesSql } from '../modules/taxonomy/taxonomy.queries.js';
import { type ExportedStatement, exportedStatements, fileWord, queriesFiles } from './queries-snapshots.js';
import { distinctStatements, expectSqlSnapshots, readSnapshotFolder, specPathOf, sqlSnapshotFolder } from './sql-snapshots.js';

/**
 * Every statement of every module that owns SQL is checked in under backend/sql-snapshots/<module>/, so a review
 * reads what PostgreSQL runs (STYLE.md, after immich). A module with its own `*-sql.spec.ts` (search's listing
 * shapes, the card reads) owns its folder; for every other module this spec checks in each statement its queries
 * files export, named after the export. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/testing/queries-sql.spec.ts
 * and review the diff of backend/sql-snapshots/ with the change.
 */

const SPEC = specPathOf(import.meta.filename);
const MODULES_DIR = path.join(import.meta.dirname, '..', 'modules');

const moduleNames = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const ownsSql = (module: string): boolean => queriesFiles(path.join(MODULES_DIR, module)).length > 0;
const hasOwnSnapshotSpec = (module: string): boolean => readdirSync(path.join(MODULES_DIR, module)).some((file) => file.endsWith('-sql.spec.ts'));

/** Statements built by a function rather than exported as text: each of their shapes, by module. */
const BUILT_STATEMENTS: Readonly<Record<string, () => ExportedStatement[]>> = {
  taxonomy: () =>
    EVENT_TYPE_ORDERINGS.map((ordering) => ({
      name: `list-event-types-${fileWord(ordering)}`,
      shape: `one page of event types, ordering ${ordering}`,
      text: listEventTypesSql(ordering),
    })),
};

async function moduleStatements(module: string): Promise<ExportedStatement[]> {
  const out: ExportedStatement[] = [];
  for (const file of queriesFiles(path.join(MODULES_DIR, module))) {
    const stem = path.basename(file, '.queries.ts');
    const exports = (await import(file)) as Record<string, unknown>;
    out.push(...exportedStatements(file, exports, stem === module ? '' : `${stem}-`));
  }
  return [...out, ...(BUILT_STATEMENTS[module]?.() ?? [])];
}

const generated = moduleNames.filter((module) => ownsSql(module) && !hasOwnSnapshotSpec(module));

describe('SQL snapshots of every module that owns SQL (backend/sql-snapshots/<module>/)', () => {
  it.each(generated)('hold every statement the %s queries files export', async (module) => {
    const statements = await moduleStatements(module);
    expect(statements.length).toBeGreaterThan(0);
    expectSqlSnapshots(sqlSnapshotFolder(module), distinctStatements(statements), SPEC);
  });

  // After the statements, so that a run that rewrites them (UPDATE_SQL_SNAPSHOTS=1) sees the folders it wrote.
  it('cover every module with a queries file', () => {
    const uncovered = moduleNames.filter((module) => ownsSql(module) && readSnapshotFolder(sqlSnapshotFolder(module)).size === 0);
    expect(uncovered).toEqual([]);
  });
});
