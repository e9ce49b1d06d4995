/**
 * Bounds on the shape of a JSON body, checked on its text before it is parsed (issue 25 N3): every form and API body
 * here is a few levels deep with tens of fields, while a 13 KB body of 6,500 nested brackets cost the event loop
 * about 1.5 s in later walks. One linear pass over the characters, skipping strings.
 */
export const JSON_LIMITS = { depth: 32, keys: 10_000 } as const;

export const JSON_SHAPE_MESSAGES = {
  tooDeep: `JSON nested deeper than ${JSON_LIMITS.depth} levels.`,
  tooManyKeys: `JSON with more than ${JSON_LIMITS.keys} keys.`,
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;

/** What is wrong with the shape of the JSON text (too deep, too many keys), or undefined. Malformed text is JSON.parse's to judge. */
export function jsonShapeProblem(text: string): string | undefined {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > JSON_LIMITS.depth) return JSON_SHAPE_MESSAGES.tooDeep;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    else if (c === COLON && ++keys > JSON_LIMITS.keys) return JSON_SHAPE_MESSAGES.tooManyKeys;
  }
  return undefined;
}
