import { BadRequestException } from '@nestjs/common';
import { parseJsonBody } from './body-parsers.js';

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
});
