/** @jest-environment jsdom */
import type { EventDetail } from '@events/contracts/events';
import { LanguageContext } from '@events/api-client/language';
import type { Language } from '@events/contracts/languages';
import { MemoryRouter } from '@events/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { DiscoveryIntl } from '../../../i18n/discovery-intl';
import { EventDetailView } from './event-detail-view';

const occurrence = { timestampStart: '2030-03-16T19:00:00-04:00', timestampEnd: '2030-03-16T21:00:00-04:00' };

// An event page's record with the producer's Spanish texts (issue 31); Saturday 16 March 2030, 7 to 9 PM.
const event = {
  id: 7,
  name: 'Jazz Night',
  nameEs: 'Noche de jazz',
  slug: 'jazz-night',
  absoluteUrl: '/events/7/jazz-night/',
  description: '<p>Live jazz.</p>',
  descriptionEs: '<p>Jazz en vivo.</p>',
  eventType: { id: 3, name: 'Music', nameEs: 'Música' },
  nextEventOccurrence: { eventDate: '2030-03-16', times: '7:00 PM – 9:00 PM', timestamps: occurrence },
  ageGroup: [],
  price: { value: 'free', label: 'Free' },
  priceInformation: '',
  isOnline: false,
  isInPerson: true,
  isGlobal: false,
  ticketUrl: '',
  onlineUrl: '',
  url: '',
  occurences: [occurrence],
  pointOfInterest: {
    id: 2,
    name: 'Colonial Theatre',
    nameEs: 'Teatro Colonial',
    slug: 'colonial-theatre',
    absoluteUrl: '/venues/2/colonial-theatre/',
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
  },
  imagePrimary: null,
  imageThumbnail: null,
  highlights: [],
  status: 'scheduled',
  distance: null,
} as unknown as EventDetail;

/** Without the Spanish texts: '' as the API sends when the producer gave none. */
const englishOnly = {
  ...event,
  nameEs: '',
  descriptionEs: '',
  eventType: { ...event.eventType, nameEs: '' },
  pointOfInterest: { ...event.pointOfInterest, nameEs: '' },
} as EventDetail;

/** The category as the hero's link and the details list name it. */
function categoryNames(page: HTMLElement): (string | null | undefined)[] {
  const facts = [...page.querySelectorAll('.detail-facts dd')];
  return [page.querySelector('.detail-hero__category a')?.textContent, facts[2]?.textContent];
}

async function renderDetail(language: Language, data: EventDetail) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[data.absoluteUrl]}>
          <LanguageContext value={language}>
            <Suspense fallback={null}>
              <DiscoveryIntl>
                <EventDetailView event={data} pageUrl={`https://example.org${data.absoluteUrl}`} now={Date.parse('2030-03-01T12:00:00Z')} />
              </DiscoveryIntl>
            </Suspense>
          </LanguageContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return screen.findByTestId('event-detail');
}

describe("the event page: the producer's Spanish name and description, the category's Spanish name (issue 31)", () => {
  it('shows them to a Spanish reader: heading, description and venue name', async () => {
    const page = await renderDetail('es', event);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Noche de jazz');
    expect(page.querySelector('.detail-description')?.innerHTML).toBe('<p>Jazz en vivo.</p>');
    expect(page.querySelector('.detail-hero__where')?.textContent).toBe('Teatro Colonial, Pittsfield');
    expect(screen.getByRole('link', { name: 'Teatro Colonial' })).toBeTruthy();
    expect(categoryNames(page)).toEqual(['Música', 'Música']);
    expect(page.textContent).not.toMatch(/Jazz Night|Live jazz|Colonial Theatre|Music\b/);
  });

  it("shows the English ones to a Spanish reader when the Spanish ones are ''", async () => {
    const page = await renderDetail('es', englishOnly);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jazz Night');
    expect(page.querySelector('.detail-description')?.innerHTML).toBe('<p>Live jazz.</p>');
    expect(page.querySelector('.detail-hero__where')?.textContent).toBe('Colonial Theatre, Pittsfield');
    expect(categoryNames(page)).toEqual(['Music', 'Music']);
  });

  it('reads exactly as before to an English reader', async () => {
    const page = await renderDetail('en', event);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jazz Night');
    expect(page.querySelector('.detail-description')?.innerHTML).toBe('<p>Live jazz.</p>');
    expect(page.querySelector('.detail-hero__where')?.textContent).toBe('Colonial Theatre, Pittsfield');
    expect(categoryNames(page)).toEqual(['Music', 'Music']);
    expect(page.textContent).not.toMatch(/Noche de jazz|Jazz en vivo|Teatro Colonial|Música/);
  });
});
