/** @jest-environment jsdom */
import { eventTypesQueryOptions } from '@events/api-client/event-types';
import { LanguageContext } from '@events/api-client/language';
import type { EventType } from '@events/contracts/event-types';
import type { Language } from '@events/contracts/languages';
import { MemoryRouter } from '@events/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { DiscoveryIntl } from '../../../i18n/discovery-intl';
import { CategoryList } from './category-list';

/** Two of the spec's categories with their seeded Spanish names, and one a superuser added without one. */
const CATEGORIES: EventType[] = [
  { id: 7, name: 'Film', nameEs: 'Cine' },
  { id: 12, name: 'Music', nameEs: 'Música' },
  { id: 19, name: 'Contra Dance', nameEs: '' },
];

async function renderChips(language: Language) {
  // The categories as the server's page embeds them: no request is made.
  const client = new QueryClient();
  client.setQueryData(eventTypesQueryOptions().queryKey, CATEGORIES);
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <LanguageContext value={language}>
            <Suspense fallback={null}>
              <DiscoveryIntl>
                <CategoryList />
              </DiscoveryIntl>
            </Suspense>
          </LanguageContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  const list = await screen.findByTestId('category-list');
  return [...list.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
}

describe("the home page's category chips (issue 31)", () => {
  it('name the categories in Spanish for a Spanish reader, in English where a category has no Spanish name', async () => {
    expect(await renderChips('es')).toEqual([
      ['Cine', '/events/?event_types[]=7'],
      ['Música', '/events/?event_types[]=12'],
      ['Contra Dance', '/events/?event_types[]=19'],
    ]);
  });

  it('name them in English for an English reader', async () => {
    expect((await renderChips('en')).map(([name]) => name)).toEqual(['Film', 'Music', 'Contra Dance']);
  });
});
