import { paginationWindow } from './pagination-window';

const labels = (current: number, total: number) =>
  paginationWindow(current, total).map((item) => (item.type === 'gap' ? '…' : String(item.page)));

describe('paginationWindow', () => {
  it('shows two neighbours on each side, the first and last page, and gaps', () => {
    expect(labels(10, 20)).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
  });

  it('never hides a single page behind a gap', () => {
    expect(labels(5, 9)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(labels(1, 9)).toEqual(['1', '2', '3', '…', '9']);
  });

  it('handles short lists and out-of-range pages', () => {
    expect(labels(1, 1)).toEqual(['1']);
    expect(labels(1, 0)).toEqual([]);
    expect(labels(99, 5)).toEqual(['1', '2', '3', '4', '5']);
  });
});
