import { FEDIVERSE_MESSAGES } from '@events/contracts/federation';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BlockedDomainList } from './blocked-domain-list';

describe('BlockedDomainList', () => {
  it('says no server is blocked when the list is empty', () => {
    render(<BlockedDomainList blocked={[]} labelledBy="title" unblocking={null} onUnblock={() => undefined} />);
    expect(screen.getByRole('heading', { name: FEDIVERSE_MESSAGES.blocksEmpty })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("lists each server with the region's day it was blocked on, its followers removed, and its own Unblock", () => {
    const heard: string[] = [];
    render(
      <>
        <h1 id="title">{FEDIVERSE_MESSAGES.blocksTitle}</h1>
        <BlockedDomainList
          blocked={[
            // 03:30 UTC on the 15th is still the 14th in the region (America/New_York).
            { domain: 'spam.example', created: '2027-03-15T03:30:00Z', followersRemoved: 12 },
            { domain: 'bots.example', created: '2027-03-01T15:00:00Z', followersRemoved: 1 },
          ]}
          labelledBy="title"
          unblocking={null}
          onUnblock={(domain) => heard.push(domain)}
        />
      </>,
    );
    const list = screen.getByRole('list', { name: FEDIVERSE_MESSAGES.blocksTitle });
    const [spam, bots] = within(list).getAllByRole('listitem');
    expect(spam?.textContent).toContain(FEDIVERSE_MESSAGES.blockedOn('Mar 14, 2027'));
    expect(spam?.textContent).toContain(FEDIVERSE_MESSAGES.followersRemoved(12));
    expect(bots?.textContent).toContain(FEDIVERSE_MESSAGES.followersRemoved(1));
    fireEvent.click(within(list).getByRole('button', { name: FEDIVERSE_MESSAGES.unblock('bots.example') }));
    expect(heard).toEqual(['bots.example']);
  });
});
