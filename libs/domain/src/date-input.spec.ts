import { autoSlash, dateFieldText, dateFieldValue, isoToUs, padDate, parseUsDate } from './date-input.js';

describe('MM/DD/YYYY fields', () => {
  it('inserts the slashes while typing', () => {
    expect(autoSlash('03')).toBe('03');
    expect(autoSlash('031')).toBe('03/1');
    expect(autoSlash('03142026')).toBe('03/14/2026');
    expect(autoSlash('3/')).toBe('03/');
    expect(autoSlash('03/4/')).toBe('03/04/');
    expect(autoSlash('ab03x14')).toBe('03/14');
  });

  it('pads the day, month and year on blur', () => {
    expect(padDate('3/4/26')).toBe('03/04/2026');
    expect(padDate('12/25/2026')).toBe('12/25/2026');
    expect(padDate('nonsense')).toBe('nonsense');
  });

  it('answers the spec messages', () => {
    expect(parseUsDate('2026-03-14')).toEqual({ ok: false, message: 'Enter a valid date in MM/DD/YYYY format.' });
    expect(parseUsDate('02/30/2026')).toEqual({ ok: false, message: 'Enter a valid date.' });
    expect(parseUsDate('03/01/2026', { min: '2026-03-02' })).toEqual({ ok: false, message: 'Date must not be earlier than today' });
    expect(parseUsDate('03/01/2026', { min: '2026-03-02', minLabel: '03/02/2026' })).toEqual({
      ok: false,
      message: 'Date must not be earlier than 03/02/2026',
    });
    expect(parseUsDate('03/01/2027', { max: '2026-12-31' })).toEqual({ ok: false, message: 'Date must not be later than 12/31/2026' });
    expect(parseUsDate('03/14/2026')).toEqual({ ok: true, iso: '2026-03-14' });
  });

  it('formats ISO dates for the field', () => {
    expect(isoToUs('2026-03-14')).toBe('03/14/2026');
    expect(isoToUs(null)).toBe('');
  });
});

describe('the form value of a date field', () => {
  it('is the ISO date once the text reads as one', () => {
    expect(dateFieldValue('3/4/26')).toBe('2026-03-04');
    expect(dateFieldValue('03/14/2026')).toBe('2026-03-14');
  });

  it('keeps text that is not a date, for the schema to name', () => {
    expect(dateFieldValue('02/30/2026')).toBe('02/30/2026');
    expect(dateFieldValue('03/1')).toBe('03/1');
    expect(dateFieldValue('  ')).toBe('');
  });

  it('shows an ISO value as MM/DD/YYYY and anything else as it is', () => {
    expect(dateFieldText('2026-03-14')).toBe('03/14/2026');
    expect(dateFieldText('02/30/2026')).toBe('02/30/2026');
    expect(dateFieldText(null)).toBe('');
  });
});
