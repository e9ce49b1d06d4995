import { render, screen, within } from '@testing-library/react';
import { CountTable } from './count-table';

describe('CountTable', () => {
  it('lists each key as its row header with its count in en-US figures, under the caption', () => {
    render(<CountTable caption="Searches by town" keyLabel="Town" rows={[{ key: 'Lenox', count: 1234 }, { key: 'Lee', count: 7 }]} />);
    const table = screen.getByRole('table', { name: 'Searches by town' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Town', 'Count']);
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['TownCount', 'Lenox1,234', 'Lee7']);
    expect(within(table).getByRole('rowheader', { name: 'Lenox' })).toBeTruthy();
  });

  it('keeps its headers and says "None in this range." as its one row when there is nothing to count', () => {
    render(<CountTable caption="Searches by town" keyLabel="Town" rows={[]} />);
    const table = screen.getByRole('table', { name: 'Searches by town' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'None in this range.' }).getAttribute('colspan')).toBe('2');
  });
});
