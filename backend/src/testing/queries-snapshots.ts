import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A statement a queries file exports: the export (and record key) it comes from, what its doc comment says, the SQL. */
export type ExportedStatement = { readonly name: string; readonly shape: string; readonly text: string };

/** What a statement starts with; other exported strings (column lists, fragments, codes) are not statements. */
const STATEMENT_START = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|SET|LOCK|CREATE|TRUNCATE)\b/i;

const isStatement = (value: unknown): value is string => typeof value === 'string' && STATEMENT_START.test(value);

/** A name as a snapshot file's word: `WIDGET_PAGE_SQL` -> `widget-page`; an ordering `-updated` -> `desc-updated`, `dt_next` -> `dt-next`. */
export const fileWord = (text: string): string =>
  text
    .replace(/_SQL$/, '')
    .replace(/^-/, 'desc-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The first sentence of each exported declaration's doc comment, by export name (read with the TypeScript parser). */
function exportDocs(sourceFile: string): Map<string, string> {
  const source = ts.createSourceFile(sourceFile, readFileSync(sourceFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const docs = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const comment = ts
      .getJSDocCommentsAndTags(statement)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const summary = comment.match(/^.*?[.:](?=\s|$)/)?.[0] ?? comment;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && summary !== '') docs.set(declaration.name.text, summary);
    }
  }
  return docs;
}

/**
 * Every statement a queries file exports, as a string or a record of strings (one per ordering, say), named after
 * the export and described by its doc comment: what a reviewer reads in the snapshot folder.
 */
export function exportedStatements(sourceFile: string, exports: Readonly<Record<string, unknown>>, prefix = ''): ExportedStatement[] {
  const docs = exportDocs(sourceFile);
  const out: ExportedStatement[] = [];
  for (const [exportName, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
    const shape = docs.get(exportName) ?? exportName;
    const name = `${prefix}${fileWord(exportName)}`;
    if (isStatement(value)) out.push({ name, shape, text: value });
    else if (value !== null && typeof value === 'object' && Object.values(value).length > 0 && Object.values(value).every(isStatement)) {
      for (const [key, text] of Object.entries(value as Record<string, string>)) out.push({ name: `${name}-${fileWord(key)}`, shape: `${shape} (${key})`, text });
    }
  }
  return out;
}

/** The `*.queries.ts` files of one module folder, sorted. */
export function queriesFiles(moduleDir: string): string[] {
  return readdirSync(moduleDir)
    .filter((file) => file.endsWith('.queries.ts'))
    .sort()
    .map((file) => path.join(moduleDir, file));
}
