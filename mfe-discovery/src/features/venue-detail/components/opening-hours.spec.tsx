/** @jest-environment jsdom */
import { LanguageContext } from '@events/api-client/language';
import type { OpenTime } from '@events/contracts/venues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { DiscoveryIntl, loadDiscoveryCatalogue } from '../../../i18n/discovery-intl';
import { OpeningHours } from './opening-hours';

// Monday 9 to 5, Friday 5 PM to 2 AM; the other days closed.
const openTimes: OpenTime[] = [
  { dayOfWeek: 0, closed: false, timeStart: '09:00:00', timeEnd: '17:00:00' },
  { dayOfWeek: 4, closed: false, timeStart: '17:00:00', timeEnd: '02:00:00' },
];

function hours(language: string) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <LanguageContext value={language}>
        <DiscoveryIntl>
          <OpeningHours openTimes={openTimes} timeZone="America/New_York" />
        </DiscoveryIntl>
      </LanguageContext>
    </QueryClientProvider>
  );
}

describe('OpeningHours', () => {
  it('names the days and times in Spanish', async () => {
    await loadDiscoveryCatalogue('es');
    render(hours('es'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Horario/);
    const rows = screen.getAllByTestId('opening-hours-row').map((row) => row.textContent ?? '');
    expect(rows[0]).toMatch(/^Lunes/);
    expect(rows[0]).toContain('9:00 – 17:00');
    expect(rows[1]).toMatch(/^Martes.*Cerrado$/);
    expect(rows[4]).toContain('17:00 – 2:00');
  });

  it('reads as before in English', async () => {
    await loadDiscoveryCatalogue('en');
    render(hours('en'));
    const rows = screen.getAllByTestId('opening-hours-row').map((row) => row.textContent ?? '');
    expect(rows[0]).toMatch(/^Monday.*9:00 AM – 5:00 PM$/);
    expect(rows[1]).toMatch(/^Tuesday.*Closed$/);
  });
});
