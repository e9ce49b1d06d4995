import { createHash } from 'node:crypto';

/** Names by prefix, then by text (the texts are looked up as they are, without building a combined key). */
const names = new Map<string, Map<string, string>>();
let cached = 0;

/**
 * Prepared-statement name of a text: the prefix and a digest of the text, so equal texts share one prepared
 * statement per connection whichever caller sends them. The cache bounds its size: statement shapes are few, and
 * a clear only costs a digest per text the next time.
 */
export function statementName(prefix: string, text: string): string {
  let byText = names.get(prefix);
  if (byText === undefined) {
    byText = new Map();
    names.set(prefix, byText);
  }
  let name = byText.get(text);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (cached >= 5000) {
      names.clear();
      names.set(prefix, byText);
      byText.clear();
      cached = 0;
    }
    byText.set(text, name);
    cached += 1;
  }
  return name;
}
