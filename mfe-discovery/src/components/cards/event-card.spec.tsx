/** @jest-environment jsdom */
import type { EventCard as EventCardData } from '@events/contracts/events';
import { LanguageContext } from '@events/api-client/language';
import { MemoryRouter } from '@events/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { DiscoveryIntl } from '../../i18n/discovery-intl';
import { EventCard } from './event-card';

// Saturday 16 March 2030, 7 to 9 PM at a venue in the region (a date still ahead, so the card reads as upcoming).
const event = {
  id: 7,
  name: 'Jazz Night',
  nameEs: '',
  slug: 'jazz-night',
  absoluteUrl: '/events/7/jazz-night/',
  description: '<p>Live jazz.</p>',
  eventType: { id: 3, name: 'Music', nameEs: '' },
  nextEventOccurrence: {
    eventDate: '2030-03-16',
    times: '7:00 PM – 9:00 PM',
    timestamps: { timestampStart: '2030-03-16T19:00:00-04:00', timestampEnd: '2030-03-16T21:00:00-04:00' },
  },
  ageGroup: [],
  price: { value: 'free', label: 'Free' },
  priceInformation: '',
  isOnline: false,
  isInPerson: true,
  isGlobal: false,
  ticketUrl: '',
  onlineUrl: '',
  pointOfInterest: {
    id: 2,
    name: 'Colonial Theatre',
    nameEs: '',
    slug: 'colonial-theatre',
    absoluteUrl: '/venues/2/colonial-theatre/',
    shortAddress: '111 South St, Pittsfield, MA',
    city: 'Pittsfield',
    state: 'MA',
    timeZone: 'America/New_York',
    lat: 42.45,
    lon: -73.25,
    imagePrimary: null,
    imageThumbnail: null,
    claimed: true,
  },
  imagePrimary: null,
  imageThumbnail: null,
  highlights: ['highlight'],
  status: 'postponed',
  distance: 3.24,
} as unknown as EventCardData;

function card(language: string, data: EventCardData = event) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/events/']}>
        <LanguageContext value={language}>
          <Suspense fallback={null}>
            <DiscoveryIntl>
              <EventCard event={data} reportImpression={false} />
            </DiscoveryIntl>
          </Suspense>
        </LanguageContext>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('EventCard in Spanish', () => {
  it("reads the card's words, day, times and distance in Spanish; the API's names stay as they are", async () => {
    await act(async () => {
      render(card('es'));
    });
    const article = await screen.findByTestId('event-card');
    // Saturday, 16 March 2030 in the venue's day: Spanish day and month names.
    expect(article.querySelector('time')?.textContent).toMatch(/^sáb.* 16 mar.* 2030$/);
    expect(article.textContent).toContain('19:00 – 21:00');
    expect(article.textContent).toContain('3,2 mi');
    expect(screen.getByText('Destacado')).toBeTruthy();
    expect(screen.getByTestId('event-status').textContent).toBe('Aplazado');
    expect(screen.getByRole('list', { name: 'Estado' })).toBeTruthy();
    expect(screen.getByTestId('bookmark-button').textContent).toContain('Guardar');
    expect(screen.getByRole('link', { name: 'Jazz Night' })).toBeTruthy();
    expect(article.textContent).toContain('Music');
    expect(article.textContent).not.toMatch(/Featured|Postponed|Save\b|Sat\b/);
  });

  it('reads as before in English', async () => {
    await act(async () => {
      render(card('en'));
    });
    const article = await screen.findByTestId('event-card');
    expect(article.querySelector('time')?.textContent).toBe('Sat, Mar 16, 2030');
    expect(article.textContent).toContain('7:00 PM – 9:00 PM');
    expect(article.textContent).toContain('3.2 mi');
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByTestId('event-status').textContent).toBe('Postponed');
  });
});

describe("EventCard: the producer's Spanish names (issue 31)", () => {
  const spanish = { ...event, nameEs: 'Noche de jazz', pointOfInterest: { ...event.pointOfInterest, nameEs: 'Teatro Colonial' } } as EventCardData;

  it('shows the Spanish name and venue name to a Spanish reader', async () => {
    await act(async () => {
      render(card('es', spanish));
    });
    const article = await screen.findByTestId('event-card');
    expect(screen.getByRole('heading', { name: 'Noche de jazz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Noche de jazz' }).getAttribute('href')).toBe('/events/7/jazz-night/');
    expect(article.querySelector('.event-card__where')?.textContent).toBe('Teatro Colonial · Pittsfield, MA');
    expect(article.textContent).not.toMatch(/Jazz Night|Colonial Theatre/);
  });

  it("shows the English name to a Spanish reader when there is no Spanish one ('')", async () => {
    await act(async () => {
      render(card('es'));
    });
    expect(await screen.findByRole('heading', { name: 'Jazz Night' })).toBeTruthy();
    expect(screen.getByTestId('event-card').querySelector('.event-card__where')?.textContent).toBe('Colonial Theatre · Pittsfield, MA');
  });

  it('shows the English names to an English reader, Spanish ones given or not', async () => {
    await act(async () => {
      render(card('en', spanish));
    });
    expect(await screen.findByRole('heading', { name: 'Jazz Night' })).toBeTruthy();
    expect(screen.getByTestId('event-card').querySelector('.event-card__where')?.textContent).toBe('Colonial Theatre · Pittsfield, MA');
    expect(screen.getByTestId('event-card').textContent).not.toMatch(/Noche de jazz|Teatro Colonial/);
  });
});

describe("EventCard: the category's Spanish name (issue 31)", () => {
  const film = { ...event, eventType: { id: 7, name: 'Film', nameEs: 'Cine' } } as EventCardData;
  const category = () => screen.getByTestId('event-card').querySelector('.event-card__category')?.textContent;
  const placeholder = () => screen.getByTestId('event-card').querySelector('.event-card__placeholder')?.textContent;

  it('shows the Spanish category name to a Spanish reader, on the category line and the image placeholder', async () => {
    await act(async () => {
      render(card('es', film));
    });
    await screen.findByTestId('event-card');
    expect(category()).toBe('Cine');
    expect(placeholder()).toBe('C');
    expect(screen.getByTestId('event-card').textContent).not.toContain('Film');
  });

  it('shows the English category name to an English reader', async () => {
    await act(async () => {
      render(card('en', film));
    });
    await screen.findByTestId('event-card');
    expect(category()).toBe('Film');
    expect(placeholder()).toBe('F');
    expect(screen.getByTestId('event-card').textContent).not.toContain('Cine');
  });

  it("shows the English category name to a Spanish reader when it has no Spanish one ('')", async () => {
    await act(async () => {
      render(card('es', { ...film, eventType: { ...film.eventType, nameEs: '' } }));
    });
    await screen.findByTestId('event-card');
    expect(category()).toBe('Film');
  });
});
