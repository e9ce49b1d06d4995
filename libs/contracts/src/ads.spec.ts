import { searchAdWriteSchema } from './ads.js';
import { VALIDATION } from './messages.js';

const ad = { title: 'Jazz nights', url: 'https://example.org/jazz' };

describe('search ad dates', () => {
  it('take calendar days that exist, and refuse those that do not with the date message (issue 25 N6)', () => {
    expect(searchAdWriteSchema.parse({ ...ad, starts_on: '2028-02-29', ends_on: '2028-04-30' })).toMatchObject({ starts_on: '2028-02-29', ends_on: '2028-04-30' });
    for (const day of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '26-1-1']) {
      const result = searchAdWriteSchema.safeParse({ ...ad, starts_on: day });
      expect(result.success ? 'accepted' : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['starts_on', VALIDATION.date]]);
    }
  });

  it('read an empty day as none', () => {
    expect(searchAdWriteSchema.parse({ ...ad, starts_on: '', ends_on: '' })).toMatchObject({ starts_on: null, ends_on: null });
  });
});
