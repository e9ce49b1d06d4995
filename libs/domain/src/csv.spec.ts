import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(toCsv(['Name', 'Count'], [['Hall, "Main"', 3], ['=SUM(A1)', null]])).toBe('Name,Count\r\n"Hall, ""Main""",3\r\n\'=SUM(A1),\r\n');
  });
});
