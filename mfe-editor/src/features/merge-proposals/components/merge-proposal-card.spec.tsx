import { ApiError } from '@events/api-client/api-error';
import { type MergeDecision, MERGE_PROPOSAL_MESSAGES, type MergeProposal } from '@events/contracts/merge-proposals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@events/router';
import { MergeProposalCard } from './merge-proposal-card';

const PROPOSAL: MergeProposal = {
  id: 5,
  venue: { id: 3, name: 'Mahaiwe Hall', timeZone: 'America/New_York' },
  source: { id: 8, address: 'https://calendar.example.org/hall.ics', calendarName: 'Hall box office' },
  // 2027-03-14 is the day the clocks change: 19:00 in Great Barrington is 23:00 UTC that evening.
  listed: { eventId: 21, path: '/events/21/organ-recital/', name: 'Organ Recital', startsAt: '2027-03-14T23:00:00Z', status: 'scheduled', description: 'Bach.', url: null },
  imported: { name: 'ORGAN RECITAL', startsAt: '2027-03-14T23:30:00Z', status: 'postponed', description: '', url: 'https://calendar.example.org/organ' },
  created: '2027-03-10T15:00:00Z',
};

function card(onDecide: (proposal: MergeProposal, decision: MergeDecision) => Promise<void>) {
  return render(
    <MemoryRouter>
      <ul>
        <MergeProposalCard proposal={PROPOSAL} onDecide={onDecide} />
      </ul>
    </MemoryRouter>,
  );
}

describe('MergeProposalCard', () => {
  it("sets the calendar's event beside the listed one, field by field, in the venue's time", () => {
    card(async () => undefined);
    const table = screen.getByRole('table', { name: 'ORGAN RECITAL beside Organ Recital' });
    const cells = (field: string) => within(within(table).getByRole('row', { name: new RegExp(`^${field}`) })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('Event name')).toEqual(['Organ Recital', 'ORGAN RECITAL']);
    expect(cells('Starts')).toEqual(['Sun, Mar 14, 2027, 7:00 PM', 'Sun, Mar 14, 2027, 7:30 PM']);
    expect(cells('Status')).toEqual(['Scheduled', 'Postponed']);
    expect(cells('Event URL')).toEqual(['None', 'https://calendar.example.org/organ']);
    expect(cells('Description')).toEqual(['Bach.', 'None']);
    expect(screen.getByRole('link', { name: 'Organ Recital' }).getAttribute('href')).toBe('/events/21/organ-recital/');
  });

  it('hands the decision over, and says why one was refused, keeping the buttons for another try', async () => {
    const decisions: MergeDecision[] = [];
    card(async (_, decision) => {
      decisions.push(decision);
      if (decision === 'keep_both') throw new ApiError({ kind: 'http', status: 400, message: 'Bad', fieldErrors: { decision: [MERGE_PROPOSAL_MESSAGES.noDateLeft] } });
      throw new ApiError({ kind: 'http', status: 409, message: MERGE_PROPOSAL_MESSAGES.syncing, detail: MERGE_PROPOSAL_MESSAGES.syncing });
    });
    const keepBoth = screen.getByRole('button', { name: 'Keep both' });
    expect(keepBoth.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(keepBoth);
    expect((await screen.findByRole('alert')).textContent).toBe(`Decision: ${MERGE_PROPOSAL_MESSAGES.noDateLeft}`);
    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MERGE_PROPOSAL_MESSAGES.syncing);
    expect(decisions).toEqual(['keep_both', 'merge']);
  });
});
