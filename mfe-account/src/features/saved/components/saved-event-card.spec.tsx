/** @jest-environment jsdom */
import { LanguageContext } from '@events/api-client/language';
import type { EventCard } from '@events/contracts/events';
import type { Language } from '@events/contracts/languages';
import { MemoryRouter } from '@events/router';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AccountIntl } from '../../../i18n/account-intl';
import { SavedEventCard } from './saved-event-card';

// A saved film screening with the category's seeded Spanish name, and no image: the placeholder shows its letter.
const event = {
  id: 7,
  name: 'Silent Film Night',
  nameEs: '',
  slug: 'silent-film-night',
  absoluteUrl: '/events/7/silent-film-night/',
  eventType: { id: 7, name: 'Film', nameEs: 'Cine' },
  nextEventOccurrence: {
    eventDate: '2030-03-16',
    times: '7:00 PM – 9:00 PM',
    timestamps: { timestampStart: '2030-03-16T19:00:00-04:00', timestampEnd: '2030-03-16T21:00:00-04:00' },
  },
  isInPerson: true,
  pointOfInterest: { id: 2, name: 'Colonial Theatre', nameEs: '', city: 'Pittsfield', state: 'MA' },
  imagePrimary: null,
  imageThumbnail: null,
  distance: null,
} as unknown as EventCard;

async function renderCard(language: Language, data: EventCard = event) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/account/saved/events/']}>
        <LanguageContext value={language}>
          <Suspense fallback={null}>
            <AccountIntl>
              <SavedEventCard event={data} units="mi" />
            </AccountIntl>
          </Suspense>
        </LanguageContext>
      </MemoryRouter>,
    );
  });
  const card = await screen.findByTestId('saved-event-card');
  return { line: card.querySelector('.saved-card__line')?.textContent, placeholder: card.querySelector('.saved-card__placeholder')?.textContent };
}

describe("a saved event's names (issue 31)", () => {
  it("shows the producers' Spanish event and venue names to a Spanish reader, the English ones in English", async () => {
    const named = { ...event, nameEs: 'Noche de cine mudo', pointOfInterest: { ...event.pointOfInterest, nameEs: 'Teatro Colonial' } } as EventCard;
    await renderCard('es', named);
    expect(screen.getByRole('link').textContent).toBe('Noche de cine mudo');
    expect(screen.getByText('Teatro Colonial · Pittsfield, MA')).toBeTruthy();
  });

  it('keeps the English names for an English reader', async () => {
    await renderCard('en', { ...event, nameEs: 'Noche de cine mudo' } as EventCard);
    expect(screen.getByRole('link').textContent).toBe('Silent Film Night');
  });
});

describe("a saved event's category (issue 31)", () => {
  it('reads in Spanish for a Spanish reader, on its line and the image placeholder', async () => {
    expect(await renderCard('es')).toEqual({ line: 'Cine', placeholder: 'C' });
  });

  it('reads in English for an English reader', async () => {
    expect(await renderCard('en')).toEqual({ line: 'Film', placeholder: 'F' });
  });

  it("reads in English for a Spanish reader when the category has no Spanish name ('')", async () => {
    expect(await renderCard('es', { ...event, eventType: { ...event.eventType, nameEs: '' } })).toEqual({ line: 'Film', placeholder: 'F' });
  });
});
