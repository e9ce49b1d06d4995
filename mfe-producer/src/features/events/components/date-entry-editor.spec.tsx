/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import { recurrenceSeriesSchema, type RecurrenceSeries, type RecurrenceSeriesInput } from '@events/contracts/recurrence';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { ProducerIntl } from '../../../i18n/producer-intl';
import { DateEntryEditor } from './date-entry-editor';

const series = (input: Omit<RecurrenceSeriesInput, 'timeStart' | 'timeEnd'>): RecurrenceSeries =>
  recurrenceSeriesSchema.parse({ ...input, timeStart: '19:00', timeEnd: '21:00' });

async function showInSpanish(entry: RecurrenceSeries) {
  await act(async () => {
    render(
      <LanguageContext value="es">
        <Suspense fallback={null}>
          <ProducerIntl>
            <DateEntryEditor index={0} series={entry} onChange={() => undefined} onRemove={null} timeZone="America/New_York" minDate="2026-12-01" errors={{}} />
          </ProducerIntl>
        </Suspense>
      </LanguageContext>,
    );
  });
}

describe('a date entry in Spanish', () => {
  it('sums up a weekly rule in Spanish and lists the weekdays Monday first', async () => {
    await showInSpanish(series({ frequency: 'weekly', dtstart: '2030-01-01', interval: 2, byweekday: ['MO', 'WE'], end: { type: 'count', count: 6 } }));
    expect((await screen.findByTestId('recurrence-summary')).textContent).toBe('Cada 2 semanas, el lunes y miércoles, 6 veces');
    expect(screen.getByRole('group', { name: 'Fecha 1' })).toBeTruthy();
    expect(screen.getByLabelText('Fecha de inicio')).toBeTruthy();
    expect((screen.getByLabelText('Se repite') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Cada semana');
    const days = within(screen.getByRole('group', { name: 'Repetir el' })).getAllByRole('checkbox');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(days.filter((day) => (day as HTMLInputElement).checked).map((day) => day.getAttribute('aria-label'))).toEqual(['lunes', 'miércoles']);
    // The next dates: Spanish day and month names, the venue's clock.
    const preview = screen.getByTestId('occurrence-preview');
    expect(within(preview).getAllByRole('listitem')[0]?.textContent).toBe('mié, 2 ene 2030, 19:00 – 21:00');
    expect(screen.getByText('Próximas fechas')).toBeTruthy();
  });

  it('sums up a monthly rule on an ordinal weekday in Spanish', async () => {
    await showInSpanish(series({ frequency: 'monthlyBySetPos', dtstart: '2030-01-08', byweekday: ['TU'], bysetpos: [2], end: { type: 'until', until: '2030-06-03' } }));
    expect((await screen.findByTestId('recurrence-summary')).textContent).toBe('El segundo martes de cada mes, hasta el 3 jun 2030');
    expect((screen.getByLabelText('Semana del mes') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Segundo');
    expect((screen.getByLabelText('Día de la semana') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('martes');
    expect(screen.getByRole('group', { name: 'Termina' })).toBeTruthy();
    expect(screen.getByLabelText('Fecha de fin')).toBeTruthy();
  });
});
