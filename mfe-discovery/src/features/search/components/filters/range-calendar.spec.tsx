/** @jest-environment jsdom */
import { LanguageContext } from '@events/api-client/language';
import { render, screen } from '@testing-library/react';
import { DiscoveryIntl, loadDiscoveryCatalogue } from '../../../../i18n/discovery-intl';
import { RangeCalendar } from './range-calendar';

function calendar(language: string) {
  return (
    <LanguageContext value={language}>
      <DiscoveryIntl>
        <RangeCalendar start="2026-11-18" end={null} min="2026-11-18" onChange={() => undefined} months={1} />
      </DiscoveryIntl>
    </LanguageContext>
  );
}

describe('RangeCalendar', () => {
  it('starts the week on Monday in Spanish, with Spanish month and day names', async () => {
    await loadDiscoveryCatalogue('es');
    render(calendar('es'));
    const heads = screen.getAllByRole('columnheader');
    expect(heads[0]?.getAttribute('abbr')).toBe('lunes');
    expect(heads[6]?.getAttribute('abbr')).toBe('domingo');
    expect(screen.getByText(/noviembre/)).toBeTruthy();
    // 1 November 2026 is a Sunday: the last column of the first week.
    expect(screen.getByRole('button', { name: /domingo, 1 de noviembre de 2026/ })).toBeTruthy();
    expect(screen.getByText('Mes anterior')).toBeTruthy();
  });

  it('starts the week on Sunday in English, as before', async () => {
    await loadDiscoveryCatalogue('en');
    render(calendar('en'));
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wednesday, November 18, 2026' })).toBeTruthy();
  });
});
