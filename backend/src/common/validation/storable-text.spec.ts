import { VALIDATION } from '@events/contracts/messages';
import { z } from 'zod';
import { RequestValidationError } from '../errors/request-validation.error.js';
import { parseWith } from './parse-request.js';
import { isStorableText, unstorableTextErrors } from './storable-text.js';

function fieldErrorsOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    if (error instanceof RequestValidationError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a RequestValidationError');
}

describe('storable text', () => {
  it('refuses U+0000 and unpaired surrogates, keeps everything else', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00y')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
    expect(isStorableText('😀 café ﷺ \u0001 \uffff')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('names every unstorable value and key by its path', () => {
    expect(unstorableTextErrors({ a: 'ok', b: 'x\u0000', c: [{ d: '\ud83d' }], ['k\u0000']: 1 })).toEqual({
      b: [VALIDATION.nullCharacters],
      'c.0.d': [VALIDATION.nullCharacters],
      'k\u0000': [VALIDATION.nullCharacters],
    });
    expect(unstorableTextErrors('\u0000')).toEqual({ nonFieldErrors: [VALIDATION.nullCharacters] });
    expect(unstorableTextErrors({ n: 1, t: true, z: null })).toEqual({});
  });

  it('walks any depth without recursion, naming the deep value by its whole path (issue 25 N3)', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const errors = unstorableTextErrors({ a: deep });
    expect(Object.keys(errors)).toEqual([['a', ...Array.from({ length: 100_000 }, () => '0')].join('.')]);
  });
});

describe('parseWith refuses unstorable text for every schema', () => {
  const schema = z.object({ name: z.string().max(5), age: z.number() });

  it('answers the field once with the null-character message, beside the schema’s other errors', () => {
    expect(fieldErrorsOf(() => parseWith(schema, { name: 'toolong\u0000', age: 'x' }))).toEqual({
      name: [VALIDATION.nullCharacters],
      age: [expect.any(String)],
    });
  });

  it('refuses it even where the schema would accept the text', () => {
    expect(fieldErrorsOf(() => parseWith(z.object({ q: z.string() }), { q: 'a\u0000' }))).toEqual({ q: [VALIDATION.nullCharacters] });
    expect(fieldErrorsOf(() => parseWith(z.looseObject({}), { extra: '\ud800' }))).toEqual({ extra: [VALIDATION.nullCharacters] });
  });

  it('passes storable input through', () => {
    expect(parseWith(schema, { name: 'café', age: 3 })).toEqual({ name: 'café', age: 3 });
  });

  it('does not walk bytes (an uploaded file): a 10 MB buffer is passed over, not read entry by entry', () => {
    const bytes = new Uint8Array(10 * 1024 * 1024);
    expect(unstorableTextErrors({ image: { filename: 'a.jpg', bytes } })).toEqual({});
  });
});
