import type { QueueItem } from '@events/contracts/editor';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@events/router';
import type { VenueDecision } from '../api/decide-venue';
import { QueueItemCard } from './queue-item-card';

const ITEM: QueueItem = {
  id: 41,
  kind: 'submission',
  name: 'Town Hall',
  street: '70 Allen St',
  city: 'Pittsfield',
  state: 'MA',
  postalCode: '01201',
  website: '',
  phone: '',
  email: '',
  lat: 42.4501,
  lon: -73.2502,
  published: false,
  submittedBy: null,
  created: '2027-03-14T12:00:00Z',
  duplicates: [
    { id: 7, name: 'Town Hall Annex', published: true, distanceMetres: 40, lat: 42.4503, lon: -73.2504, differences: [{ field: 'street', submitted: '70 Allen St', existing: '72 Allen St' }] },
    { id: 9, name: 'Old Town Hall', published: false, distanceMetres: 90, lat: 42.451, lon: -73.251, differences: [] },
  ],
};

function card(onDecide: (id: number, decision: VenueDecision) => Promise<void>) {
  return render(
    <MemoryRouter>
      <ul>
        <QueueItemCard item={ITEM} onDecide={onDecide} />
      </ul>
    </MemoryRouter>,
  );
}

describe('QueueItemCard', () => {
  // First: the map's chunk loads once, inside this test, and later cards draw their map at once.
  it('maps the submission beside its duplicates, and writes its point out as a link', async () => {
    card(async () => undefined);
    const map = await screen.findByRole('region', { name: 'Map of Town Hall' });
    expect(within(map).getByTestId('queue-item-map').dataset.pins).toBe('3');
    expect(screen.getByRole('link', { name: 'Open Town Hall (42.45010, -73.25020) on OpenStreetMap' })).toBeTruthy();
  });

  it('shows each likely duplicate with the fields that differ, or says none do', () => {
    card(async () => undefined);
    const differs = screen.getByRole('table', { name: 'Fields of Town Hall Annex that differ' });
    expect(within(differs).getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldSubmittedExisting', 'Street70 Allen St72 Allen St']);
    expect(screen.getByText('No differing fields.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Old Town Hall/ })).toBeNull();
  });

  it('publishes, and stays busy until the queue drops the card', async () => {
    const user = userEvent.setup();
    const decisions: VenueDecision[] = [];
    card(async (id, decision) => {
      decisions.push(decision);
      expect(id).toBe(41);
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(decisions).toEqual([{ kind: 'publish' }]);
    expect(screen.getByRole('button', { name: 'Merge' }).hasAttribute('disabled')).toBe(true);
  });

  it('merges into the first likely duplicate unless another id is typed', async () => {
    const user = userEvent.setup();
    const decisions: VenueDecision[] = [];
    card(async (_id, decision) => {
      decisions.push(decision);
    });
    expect(screen.getByLabelText('Merge into venue id')).toHaveProperty('value', '7');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(decisions).toEqual([{ kind: 'merge', into: 7 }]);
  });

  it('says so when a decision fails, and frees the card to try again', async () => {
    const user = userEvent.setup();
    const decisions: VenueDecision[] = [];
    card(async (_id, decision) => {
      decisions.push(decision);
      throw new Error('offline');
    });
    await user.type(screen.getByLabelText('Reason for rejection (mailed to the submitter)'), 'A duplicate');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(decisions).toEqual([{ kind: 'reject', notes: 'A duplicate' }]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The action failed. Please try again.'));
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false);
  });
});
