import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/**
 * Prepared-statement name of a text: the prefix and a digest of the text, so equal texts share one prepared
 * statement per connection whichever caller sends them. The cache bounds its size: statement shapes are few, and
 * a clear only costs a digest per text the next time.
 */
export function statementName(prefix: string, text: string): string {
  const key = `${prefix}\u0000${text}`;
  let name = names.get(key);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size >= 5000) names.clear();
    names.set(key, name);
  }
  return name;
}
