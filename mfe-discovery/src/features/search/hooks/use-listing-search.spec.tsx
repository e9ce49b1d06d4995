/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { BrowserRouter } from '@events/router';
import { useListingSearch } from './use-listing-search';

function EventsListing() {
  useListingSearch('events');
  return null;
}

/**
 * A link followed as the listing first renders, the way the router follows one: the address changes at once, the new
 * page renders later (so the listing's effects still run).
 */
function LinkFollowedMeanwhile({ to }: { readonly to: string }) {
  if (window.location.pathname !== to) window.history.pushState(null, '', to);
  return null;
}

describe('useListingSearch', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/events/');
  });

  it('writes the default location into the address of a listing opened without one', async () => {
    render(
      <BrowserRouter>
        <EventsListing />
      </BrowserRouter>,
    );
    await waitFor(() => expect(window.location.search).not.toBe(''));
    expect(window.location.pathname).toBe('/events/');
  });

  it('leaves the address alone once the visitor has followed a link', () => {
    render(
      <BrowserRouter>
        <EventsListing />
        <LinkFollowedMeanwhile to="/help/" />
      </BrowserRouter>,
    );
    expect(`${window.location.pathname}${window.location.search}`).toBe('/help/');
  });
});
