/** @jest-environment jsdom */
// A .spec.ts (the remote's jest config runs *.spec.ts only), so the elements are made with createElement.
import { jest } from '@jest/globals';
import type { CalendarSource } from '@events/contracts/calendar-imports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { CalendarSourceItem } from './calendar-source-item';

/** The page's clock for these tests: Date alone is pinned, so the relative time reads the same at any hour. */
const NOW = Date.parse('2027-03-14T16:00:00Z');
const REAL_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance'] as const;
beforeAll(() => jest.useFakeTimers({ now: NOW, doNotFake: [...REAL_TIMERS] }));
afterAll(() => jest.useRealTimers());

const SOURCE: CalendarSource = {
  id: 7,
  venueId: 3,
  kind: 'feed',
  address: 'https://calendar.example.org/hall.ics',
  calendarName: 'Hall events',
  paused: false,
  lastSyncedAt: new Date(NOW - 5 * 60_000).toISOString(),
  lastCounts: { new: 3, updated: 1, unchanged: 10, cancelled: 0, refused: 2 },
  lastError: null,
  refused: [
    { name: 'Gala', reason: "It would pass the plan's active-event limit." },
    { name: 'Brunch', reason: "It would pass the plan's active-event limit." },
  ],
  upgradeUrl: '/subscription/manage/',
  eventCount: 14,
  localEdits: [{ eventId: 41, name: 'Jazz night', fields: ['Event name', 'Description'] }],
};

function show(source: Partial<CalendarSource>, fresh = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement('ul', null, createElement(CalendarSourceItem, { source: { ...SOURCE, ...source }, fresh, onSynced: jest.fn(), onRemoved: jest.fn() })),
    ),
  );
  return screen.getByTestId('calendar-source');
}

describe('CalendarSourceItem', () => {
  it('tells how the last sync went: when, the counts, the refused events with the upgrade link, the local edits', () => {
    const item = show({});
    expect(within(item).getByRole('heading', { level: 3, name: 'Hall events' })).toBeTruthy();
    expect(item.textContent).toContain(SOURCE.address);
    const time = item.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(SOURCE.lastSyncedAt);
    expect(time?.textContent).toMatch(/^5 minutes ago \(\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\)$/);
    expect(within(item).getByText('3 new, 1 updated, 10 unchanged, 0 cancelled, 2 refused')).toBeTruthy();
    expect(within(item).getAllByText(/active-event limit/)).toHaveLength(2);
    expect(within(item).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/subscription/manage/');
    expect(item.textContent).toContain('Jazz night: Kept as edited here: Event name, Description');
    expect(within(item).getByRole('button', { name: 'Sync now' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('announces a failure only when its sync ran here just now', () => {
    const failed = { lastError: 'This address is not on the public internet.', lastCounts: null, refused: [], upgradeUrl: null };
    let item = show(failed);
    expect(item.textContent).toContain('Sync failed: This address is not on the public internet.');
    expect(within(item).queryByRole('alert')).toBeNull();
    cleanup();
    item = show(failed, true);
    expect(within(item).getByRole('alert').textContent).toBe('Sync failed: This address is not on the public internet.');
  });

  it('offers Resume for a paused feed, and neither for a file', () => {
    let item = show({ paused: true });
    expect(within(item).getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(item.textContent).toContain('Paused');
    cleanup();
    item = show({ kind: 'file', address: 'hall.ics', calendarName: null, lastSyncedAt: null });
    expect(within(item).getByRole('heading', { level: 3, name: 'hall.ics' })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
    expect(item.textContent).toContain('Not synced yet');
  });
});
