import { MAX_EXTRA_DATES } from '@events/contracts/event-forms';
import { onceSeries } from '@events/contracts/recurrence';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { piecesOf, type Piece } from './feed-occurrences.js';
import { localOccurrences } from './feed-spec-helpers.js';
import { seriesGivePieces, seriesOfPieces } from './occurrence-series.js';

const NEW_YORK = 'America/New_York';
const at = (iso: string): number => new Date(iso).getTime();

describe('piecesOf', () => {
  it('keeps a timed occurrence that ends the next morning as one piece', () => {
    expect(piecesOf({ allDay: false, startsAt: at('2027-03-20T02:00:00Z'), endsAt: at('2027-03-20T07:00:00Z') }, NEW_YORK)).toEqual([
      { date: '2027-03-19', timeStart: '22:00', timeEnd: '03:00', startsAt: at('2027-03-20T02:00:00Z'), endsAt: at('2027-03-20T07:00:00Z') },
    ]);
  });

  it('cuts a weekend festival at each midnight', () => {
    const pieces = piecesOf({ allDay: false, startsAt: at('2027-05-21T22:00:00Z'), endsAt: at('2027-05-23T20:00:00Z') }, NEW_YORK);
    expect(pieces.map((p) => [p.date, p.timeStart, p.timeEnd])).toEqual([
      ['2027-05-21', '18:00', '23:59'],
      ['2027-05-22', '00:00', '23:59'],
      ['2027-05-23', '00:00', '16:00'],
    ]);
  });

  it('gives each day of an all-day occurrence, and one piece without an end', () => {
    expect(piecesOf({ allDay: true, date: '2027-03-13', days: 2, startsAt: 0, endsAt: 0 }, NEW_YORK).map((p) => [p.date, p.timeStart, p.timeEnd])).toEqual([
      ['2027-03-13', '00:00', '23:59'],
      ['2027-03-14', '00:00', '23:59'],
    ]);
    expect(piecesOf({ allDay: false, startsAt: at('2027-03-20T18:00:30Z'), endsAt: null }, NEW_YORK)).toEqual([
      { date: '2027-03-20', timeStart: '14:00:30', timeEnd: null, startsAt: at('2027-03-20T18:00:30Z'), endsAt: null },
    ]);
  });
});

describe('seriesOfPieces', () => {
  const piece = (date: string, timeStart: string, timeEnd: string | null): Piece => ({ date, timeStart, timeEnd, startsAt: 0, endsAt: null });

  it('groups days by their times, one day as once, several as RDATEs, in order of first date', () => {
    expect(seriesOfPieces([piece('2027-03-15', '20:00', '21:00'), piece('2027-03-01', '19:00', '20:00'), piece('2027-03-22', '20:00', '21:00'), piece('2027-03-22', '20:00', '21:00')])).toEqual([
      onceSeries('2027-03-01', { timeStart: '19:00', timeEnd: '20:00' }),
      { ...onceSeries('2027-03-15', { timeStart: '20:00', timeEnd: '21:00' }), frequency: 'custom', rdates: ['2027-03-22'] },
    ]);
  });

  it('splits a group over date entries of at most MAX_EXTRA_DATES extra dates', () => {
    const days = Array.from({ length: 400 }, (_, i) => piece(addDaysToLocalDate('2027-01-01', i), '10:00', '11:00'));
    const series = seriesOfPieces(days);
    expect(series.map((s) => [s.dtstart, s.rdates.length])).toEqual([
      ['2027-01-01', MAX_EXTRA_DATES],
      [addDaysToLocalDate('2027-01-01', MAX_EXTRA_DATES + 1), 400 - MAX_EXTRA_DATES - 2],
    ]);
    expect(localOccurrences(series, NEW_YORK, '2027-01-01', '2028-12-31')).toHaveLength(400);
  });
});

describe('seriesGivePieces', () => {
  it('is true only for exactly the same days and instants within the window', () => {
    const pieces = piecesOf({ allDay: false, startsAt: at('2027-03-20T23:00:00Z'), endsAt: at('2027-03-21T01:00:00Z') }, NEW_YORK);
    const series = [onceSeries('2027-03-20', { timeStart: '19:00', timeEnd: '21:00' })];
    expect(seriesGivePieces(series, pieces, NEW_YORK, '2027-03-01', '2027-03-31')).toBe(true);
    expect(seriesGivePieces([onceSeries('2027-03-20', { timeStart: '19:00', timeEnd: '21:30' })], pieces, NEW_YORK, '2027-03-01', '2027-03-31')).toBe(false);
    expect(seriesGivePieces([...series, onceSeries('2027-03-27', { timeStart: '19:00', timeEnd: '21:00' })], pieces, NEW_YORK, '2027-03-01', '2027-03-31')).toBe(false);
    // Outside the window nothing is compared.
    expect(seriesGivePieces([...series, onceSeries('2027-04-27', { timeStart: '19:00', timeEnd: '21:00' })], pieces, NEW_YORK, '2027-03-01', '2027-03-31')).toBe(true);
  });
});
