import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { catalogueIds } from './message-ids.ts';

/**
 * Rspack loader of an app's message catalogue (`src/i18n/messages/<language>.json`, message id -> ICU message):
 * answers the catalogue with each message compiled to its AST, as `formatjs compile --ast` does, so the page
 * formats messages without the ICU parser (federated-app.ts leaves it out of every bundle). A message that does
 * not parse fails the build, naming its id. Each message is keyed by its short id (message-ids.ts), as the code's
 * definitions are (message-definitions-loader.ts).
 */
export default function catalogueLoader(this: { resourcePath: string }, source: string): string {
  const messages: unknown = JSON.parse(source);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`${this.resourcePath}: a catalogue is an object of message id -> ICU message`);
  const compiled: Record<string, unknown> = {};
  const ids = catalogueIds(path.dirname(this.resourcePath));
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${this.resourcePath}: message "${id}" is not a string`);
    try {
      compiled[ids?.get(id) ?? id] = parse(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}
