/** @jest-environment <rootDir>/../libs/ui/src/testing/jsdom-fetch-environment.mjs */
// A .spec.ts (the remote's jest config runs *.spec.ts only), so the elements are made with createElement.
import { jest } from '@jest/globals';
import { CALENDAR_IMPORT_MESSAGES, type CalendarSource } from '@events/contracts/calendar-imports';
import { startLocalApi, type LocalApi } from '@events/ui/testing/local-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { AddFeedForm } from './add-feed-form';

// The form's calls go through the real api client, over HTTP, to a local server standing where the backend would.
let api: LocalApi;
beforeEach(async () => {
  api = await startLocalApi();
});
afterEach(() => api.close());

function show() {
  const onAdded = jest.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(AddFeedForm, { venueId: 12, onAdded })));
  return { onAdded, field: screen.getByLabelText('Feed address'), button: screen.getByRole('button', { name: 'Add feed' }) };
}

/** Shows the form, sends `address` and waits for the call to reach the local API (left unanswered). */
async function sent(address: string) {
  const form = show();
  fireEvent.change(form.field, { target: { value: address } });
  fireEvent.click(form.button);
  await waitFor(() => expect(api.calls).toHaveLength(1));
  return form;
}

describe('AddFeedForm', () => {
  it('checks the address before sending it, in the contract words, under the field', () => {
    const { field, button } = show();
    fireEvent.change(field, { target: { value: 'ftp://example.org/calendar.ics' } });
    fireEvent.click(button);
    expect(screen.getByText(CALENDAR_IMPORT_MESSAGES.address)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(api.calls).toHaveLength(0);
  });

  it('is busy and says "Importing…" while the first sync runs, then shows the 400 under the field', async () => {
    const { field, button, onAdded } = show();
    fireEvent.change(field, { target: { value: 'webcal://calendar.example.org/hall.ics' } });
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe('Importing…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const [call] = api.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/events/api/v1/poi/12/calendar-sources/', body: { url: 'webcal://calendar.example.org/hall.ics' } });
    // A second press meanwhile sends nothing more.
    fireEvent.click(button);

    // The backend's refusal of a feed the venue already has: 400 with the field's messages.
    call?.answer(400, { url: [CALENDAR_IMPORT_MESSAGES.alreadyConnected] });
    await waitFor(() => expect(screen.getByText(CALENDAR_IMPORT_MESSAGES.alreadyConnected)).toBeTruthy());
    expect(api.calls).toHaveLength(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('says so when the call fails without field messages, and keeps the address to try again', async () => {
    const { field, button, onAdded } = await sent('https://calendar.example.org/hall.ics');
    api.calls[0]?.answer(500, { detail: 'Internal server error' });
    await waitFor(() => expect(screen.getByText('Internal server error')).toBeTruthy());
    expect((field as HTMLInputElement).value).toBe('https://calendar.example.org/hall.ics');
    expect(document.activeElement).toBe(field);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('reports the first sync, with its failure in plain words, and clears the field for the next feed', async () => {
    const { field, button, onAdded } = await sent('https://calendar.example.org/hall.ics');
    const source: CalendarSource = {
      id: 4,
      venueId: 12,
      kind: 'feed',
      address: 'https://calendar.example.org/hall.ics',
      calendarName: null,
      paused: false,
      lastSyncedAt: '2027-03-14T23:55:00-04:00',
      lastCounts: null,
      lastError: 'The server answered 404 Not Found.',
      refused: [],
      upgradeUrl: null,
      eventCount: 0,
      localEdits: [],
    };
    api.calls[0]?.answer(201, source);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(source));
    expect(screen.getByRole('status').textContent).toBe(`Feed added. Sync failed: ${source.lastError}`);
    expect((field as HTMLInputElement).value).toBe('');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
});
