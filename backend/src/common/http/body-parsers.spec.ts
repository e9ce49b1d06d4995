import { BadRequestException } from '@nestjs/common';
import { parseJsonBody } from './body-parsers.js';
import { JSON_SHAPE_MESSAGES } from './json-shape.js';

function refusal(text: string): string {
  try {
    parseJsonBody(text);
  } catch (error) {
    if (error instanceof BadRequestException) return error.message;
    throw error;
  }
  return 'parsed';
}

describe('parseJsonBody (body-parser strict, as the Express app read JSON)', () => {
  it('reads an object or an array; an empty body is an empty object', () => {
    expect(parseJsonBody('{"username":"a","n":[1,2]}')).toEqual({ username: 'a', n: [1, 2] });
    expect(parseJsonBody(' \n[1]')).toEqual([1]);
    expect(parseJsonBody('')).toEqual({});
  });

  it('keeps a "__proto__" key as plain data, as JSON.parse does', () => {
    const body = parseJsonBody('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    expect(body['a']).toBe(1);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('answers malformed text and a bare value with JSON.parse\'s own words (400)', () => {
    expect(refusal('{"username": ')).toBe('Unexpected end of JSON input');
    expect(refusal('"just a string"')).toBe('Unexpected token \'"\', ""just a string"" is not valid JSON');
    expect(refusal('42')).toMatch(/^Unexpected token '4', "42" is not valid JSON$/);
  });

  it('refuses text nested deeper than 32 levels or with more than 10,000 keys before parsing it (issue 25 N3)', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(parseJsonBody(nested(32))).toBeDefined();
    expect(refusal(nested(33))).toBe(JSON_SHAPE_MESSAGES.tooDeep);
    expect(refusal(`{"email":${nested(6_500)}}`)).toBe(JSON_SHAPE_MESSAGES.tooDeep);
    expect(refusal(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)).toBe(JSON_SHAPE_MESSAGES.tooDeep);
    expect(refusal(`{${Array.from({ length: 10_001 }, () => '"a":0').join(',')}}`)).toBe(JSON_SHAPE_MESSAGES.tooManyKeys);
    expect(parseJsonBody(`{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":0`).join(',')}}`)).toBeDefined();
  });

  it('does not count brackets, colons or escaped quotes inside strings', () => {
    const text = JSON.stringify({ note: `${'[{'.repeat(100)} a:b " :: ${'}]'.repeat(100)}` });
    expect(parseJsonBody(text)).toEqual(JSON.parse(text));
  });
});
