/** @jest-environment jsdom */
// A .spec.ts (the remote's jest config runs *.spec.ts only), so the elements are made with createElement.
import { jest } from '@jest/globals';
import { ApiError } from '@events/api-client/api-error';
import { CALENDAR_IMPORT_MESSAGES, calendarImportsEndpoints } from '@events/contracts/calendar-imports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';

/** The typed client's calls, each answered when the test says so (jsdom has no fetch to stub). */
const calls: { endpoint: unknown; input: unknown; settle: (outcome: { data?: unknown; error?: unknown }) => void }[] = [];
jest.unstable_mockModule('@events/api-client/client', () => ({
  apiClient: {
    call: (endpoint: unknown, input: unknown) =>
      new Promise((resolve, reject) => {
        calls.push({ endpoint, input, settle: ({ data, error }) => (error ? reject(error) : resolve({ data, status: 201, totalCount: null, pages: {} })) });
      }),
  },
}));
const { AddFeedForm } = await import('./add-feed-form');

function show() {
  const onAdded = jest.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(AddFeedForm, { venueId: 12, onAdded })));
  return { onAdded, field: screen.getByLabelText('Feed address'), button: screen.getByRole('button', { name: 'Add feed' }) };
}

describe('AddFeedForm', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('checks the address before sending it, in the contract words, under the field', () => {
    const { field, button } = show();
    fireEvent.change(field, { target: { value: 'ftp://example.org/calendar.ics' } });
    fireEvent.click(button);
    expect(screen.getByText(CALENDAR_IMPORT_MESSAGES.address)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(calls).toHaveLength(0);
  });

  it('is busy and says "Importing…" while the first sync runs, then shows the 400 under the field', async () => {
    const { field, button, onAdded } = show();
    fireEvent.change(field, { target: { value: 'webcal://calendar.example.org/hall.ics' } });
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe('Importing…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.endpoint).toBe(calendarImportsEndpoints.addFeed);
    expect(calls[0]?.input).toEqual({ params: { id: 12 }, body: { url: 'webcal://calendar.example.org/hall.ics' } });
    // A second press meanwhile sends nothing more.
    fireEvent.click(button);
    expect(calls).toHaveLength(1);

    const badInput = new ApiError({ kind: 'http', status: 400, message: 'Bad input', fieldErrors: { url: [CALENDAR_IMPORT_MESSAGES.alreadyConnected] } });
    calls[0]?.settle({ error: badInput });
    await waitFor(() => expect(screen.getByText(CALENDAR_IMPORT_MESSAGES.alreadyConnected)).toBeTruthy());
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onAdded).not.toHaveBeenCalled();
  });
});
