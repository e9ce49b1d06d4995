import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { browserMessageId } from './message-ids.ts';

export type MessageDefinitionsOptions = {
  /** The app's catalogue folder (`<app>/src/i18n/messages`), whose English file numbers its messages. */
  readonly appCatalogue: string;
};
/** The functions that return the message table they are given (FormatJS's, and libs/ui app-intl's typing helper). */
const IDENTITY_CALLS: ReadonlySet<string> = new Set(['defineMessages', 'defineMessage', 'plainMessages']);

type LoaderContext = { resourcePath: string; getOptions(): MessageDefinitionsOptions };
type Edit = { start: number; end: number; text: string };

/** The name of a property or JSX attribute, when it is a plain one (`defaultMessage`, `'defaultMessage'`). */
function nameOf(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The text of a literal message (`'…'`, `"…"`, a template without substitutions). */
function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function compiled(file: ts.SourceFile, node: ts.Node, text: string | undefined): string {
  const where = `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  if (text === undefined) throw new Error(`${where}: a defaultMessage is a literal ICU message (the catalogues are extracted from it)`);
  try {
    return JSON.stringify(parse(text));
  } catch (error) {
    throw new Error(`${where}: defaultMessage is not ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Removes a property and the comma after it (a description is for translators, never for the page). */
function removal(file: ts.SourceFile, property: ts.ObjectLiteralElementLike): Edit {
  const end = property.getEnd();
  const comma = file.text.slice(end).match(/^\s*,/);
  return { start: property.getStart(file), end: comma ? end + comma[0].length : end, text: '' };
}

/**
 * Rspack loader of the front ends' TypeScript, before SWC: each message definition's English `defaultMessage` becomes
 * its ICU AST, as `babel-plugin-formatjs` does with `ast: true`, its `description` goes, its id is the short one
 * the catalogues are keyed by in the browser (message-ids.ts), and the identity calls around the tables
 * (`plainMessages(defineMessages({…}))`) go. The page then formats
 * English from the definitions alone: no English catalogue is loaded (createAppIntl) and no ICU parser is bundled
 * (federated-app.ts aliases it away). A message that is not a literal, or does not parse, fails the build.
 */
export default function messageDefinitionsLoader(this: LoaderContext, source: string): string {
  if (!source.includes('defaultMessage')) return source;
  const kind = this.resourcePath.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true, kind);
  const { appCatalogue } = this.getOptions();
  const edits: Edit[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const named = (wanted: string) => node.properties.find((p) => 'name' in p && p.name !== undefined && nameOf(p.name) === wanted);
      const message = named('defaultMessage');
      const id = named('id');
      // A definition names its message by a literal id (ESLint's formatjs rules hold it to that); a descriptor made at
      // run time from another message (the pseudo-locale's) is none.
      const idText = id && ts.isPropertyAssignment(id) ? literalText(id.initializer) : undefined;
      if (message && id && idText !== undefined) {
        const idValue = (id as ts.PropertyAssignment).initializer;
        edits.push({ start: idValue.getStart(file), end: idValue.getEnd(), text: JSON.stringify(browserMessageId(idText, appCatalogue)) });
        const text = compiled(file, message, ts.isPropertyAssignment(message) ? literalText(message.initializer) : undefined);
        const value = (message as ts.PropertyAssignment).initializer;
        edits.push({ start: value.getStart(file), end: value.getEnd(), text });
        const description = named('description');
        if (description) edits.push(removal(file, description));
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && IDENTITY_CALLS.has(node.expression.text) && node.arguments.length === 1) {
      // `defineMessages({…})` is its argument: the call (and its share of every page's bytes) goes, the table stays.
      const [table] = node.arguments;
      const isTable = (arg: ts.Expression | undefined): boolean =>
        arg !== undefined && (ts.isObjectLiteralExpression(arg) || (ts.isCallExpression(arg) && ts.isIdentifier(arg.expression) && IDENTITY_CALLS.has(arg.expression.text)));
      if (table && isTable(table)) {
        edits.push({ start: node.getStart(file), end: table.getStart(file), text: '(' });
        edits.push({ start: table.getEnd(), end: node.getEnd(), text: ')' });
      }
    } else if (ts.isJsxAttribute(node) && nameOf(node.name) === 'defaultMessage' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      edits.push({ start: node.initializer.getStart(file), end: node.initializer.getEnd(), text: `{${compiled(file, node, literalText(value))}}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
