/** @jest-environment jsdom */
import type { VenueDetail } from '@events/contracts/venues';
import { LanguageContext } from '@events/api-client/language';
import type { Language } from '@events/contracts/languages';
import { MemoryRouter } from '@events/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { DiscoveryIntl } from '../../../i18n/discovery-intl';
import { VenueDetailView } from './venue-detail-view';

// A venue page's record with the producer's Spanish texts (issue 31).
const venue = {
  id: 2,
  name: 'Colonial Theatre',
  nameEs: 'Teatro Colonial',
  slug: 'colonial-theatre',
  absoluteUrl: '/venues/2/colonial-theatre/',
  description: '<p>A theatre.</p>',
  descriptionEs: '<p>Un teatro.</p>',
  shortAddress: '111 South St, Pittsfield, MA',
  street: '111 South St',
  city: 'Pittsfield',
  state: 'MA',
  postalCode: '01201',
  country: 'US',
  timeZone: 'America/New_York',
  lat: 42.45,
  lon: -73.25,
  imagePrimary: null,
  imageThumbnail: null,
  claimed: true,
  openTimes: [],
  numEventsFuture: 0,
  distance: null,
  website: '',
  phone: '',
  email: '',
  alternateTimes: '',
  region: 'Berkshires',
  poiType: '',
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  wikipediaUrl: '',
} as unknown as VenueDetail;

async function renderDetail(language: Language, data: VenueDetail) {
  // The venue's events and fediverse answers are not asked for here: the page's own texts are under test.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[data.absoluteUrl]}>
          <LanguageContext value={language}>
            <Suspense fallback={null}>
              <DiscoveryIntl>
                <VenueDetailView venue={data} pageUrl={`https://example.org${data.absoluteUrl}`} />
              </DiscoveryIntl>
            </Suspense>
          </LanguageContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return screen.findByTestId('venue-detail');
}

describe("the venue page: the producer's Spanish name and description (issue 31)", () => {
  it('shows them to a Spanish reader', async () => {
    const page = await renderDetail('es', venue);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Teatro Colonial');
    expect(page.querySelector('.detail-description')?.innerHTML).toBe('<p>Un teatro.</p>');
    expect(page.textContent).not.toMatch(/Colonial Theatre|A theatre/);
  });

  it("shows the English ones to a Spanish reader when the Spanish ones are ''", async () => {
    const page = await renderDetail('es', { ...venue, nameEs: '', descriptionEs: '' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Colonial Theatre');
    expect(page.querySelector('.detail-description')?.innerHTML).toBe('<p>A theatre.</p>');
  });

  it('reads exactly as before to an English reader', async () => {
    const page = await renderDetail('en', venue);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Colonial Theatre');
    expect(page.querySelector('.detail-description')?.innerHTML).toBe('<p>A theatre.</p>');
    expect(page.textContent).not.toMatch(/Teatro Colonial|Un teatro/);
  });
});
