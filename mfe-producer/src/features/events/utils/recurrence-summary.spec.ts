import { recurrenceSeriesSchema, type RecurrenceSeriesInput } from '@events/contracts/recurrence';
import { summarizeRecurrence } from '@events/domain/recurrence';
import { createIntl, type IntlShape } from '@events/api-client/intl';
import { loadProducerCatalogue } from '../../../i18n/producer-intl';
import { summarizeRecurrenceIn } from './recurrence-summary';

type Rule = Omit<RecurrenceSeriesInput, 'timeStart'> & { timeStart?: string };
const series = (input: Rule) => recurrenceSeriesSchema.parse({ timeStart: '19:00', ...input });

// English reads the messages' defaults; Spanish the catalogue, as the page's provider gives them.
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
let spanish: IntlShape;
beforeAll(async () => {
  spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: await loadProducerCatalogue('es') });
});

const RULES: Rule[] = [
  { frequency: 'once', dtstart: '2026-12-01' },
  { frequency: 'daily', dtstart: '2026-12-01' },
  { frequency: 'daily', dtstart: '2026-12-01', interval: 3 },
  { frequency: 'weekly', dtstart: '2026-12-01' },
  { frequency: 'weekly', dtstart: '2026-12-01', interval: 2, byweekday: ['MO', 'WE'] },
  { frequency: 'weekly', dtstart: '2026-12-01', byweekday: ['MO', 'WE', 'FR'], end: { type: 'count', count: 1 } },
  { frequency: 'monthlyByDate', dtstart: '2026-12-15' },
  { frequency: 'monthlyByDate', dtstart: '2026-12-15', bymonthday: [1, 15, -1], interval: 2 },
  { frequency: 'monthlyBySetPos', dtstart: '2026-12-11' },
  { frequency: 'monthlyBySetPos', dtstart: '2026-12-01', byweekday: ['SU'], bysetpos: [-1] },
  { frequency: 'monthlyBySetPos', dtstart: '2026-12-07', interval: 2 },
  { frequency: 'yearly', dtstart: '2026-07-04', end: { type: 'count', count: 3 } },
  { frequency: 'weekly', dtstart: '2026-12-01', end: { type: 'until', until: '2027-01-31' }, exdates: ['2026-12-22'] },
  { frequency: 'weekly', dtstart: '2026-12-01', exdates: ['2026-12-22', '2026-12-29'] },
  { frequency: 'custom', dtstart: '2026-12-01', rdates: ['2026-12-05', '2026-12-09'] },
  { frequency: 'once', dtstart: '2026-12-01', rdates: ['2026-12-05'] },
];

describe('the recurrence summary in the reader’s language', () => {
  it('says in English exactly what libs/domain summarizeRecurrence says', () => {
    for (const rule of RULES) expect(summarizeRecurrenceIn(english, series(rule))).toBe(summarizeRecurrence(series(rule)));
  });

  it('reads naturally in Spanish, with Intl’s day and month names', () => {
    const say = (rule: Rule) => summarizeRecurrenceIn(spanish, series(rule));
    expect(say({ frequency: 'weekly', dtstart: '2026-12-01' })).toBe('Cada martes');
    expect(say({ frequency: 'weekly', dtstart: '2026-12-01', interval: 2, byweekday: ['MO', 'WE'] })).toBe('Cada 2 semanas, el lunes y miércoles');
    expect(say({ frequency: 'monthlyBySetPos', dtstart: '2026-12-08', byweekday: ['TU'], bysetpos: [2], end: { type: 'until', until: '2027-06-03' } })).toBe(
      'El segundo martes de cada mes, hasta el 3 jun 2027',
    );
    expect(say({ frequency: 'monthlyBySetPos', dtstart: '2026-12-01', byweekday: ['SU'], bysetpos: [-1] })).toBe('El último domingo de cada mes');
    expect(say({ frequency: 'monthlyByDate', dtstart: '2026-12-15', end: { type: 'count', count: 10 } })).toBe('Cada mes, el día 15, 10 veces');
    expect(say({ frequency: 'yearly', dtstart: '2026-07-04' })).toBe('Cada año, el 4 de julio');
    expect(say({ frequency: 'daily', dtstart: '2026-12-01', exdates: ['2026-12-24', '2026-12-31'] })).toBe('Todos los días, excepto 2 fechas');
    expect(say({ frequency: 'once', dtstart: '2026-12-01' })).toBe('Una vez, el 1 dic 2026');
  });
});
