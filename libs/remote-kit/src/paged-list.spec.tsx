/** @jest-environment jsdom */
import { LanguageContext } from '@events/api-client/language';
import { ERRORS } from '@events/contracts/messages';
import { createAppIntl } from '@events/ui/i18n/app-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@events/router';
import { PagedList } from './paged-list.js';

// remote-kit's messages are libs/ui's catalogue's, which every app's provider merges under its own.
const { AppIntl: UiIntl } = createAppIntl(() => Promise.resolve({ default: {} }));

type Page = { results: string[]; pagination: { curPage: number; totalPages: number; totalItems: number } };

/** A page query in one of its states, as react-query answers it (only what PagedList reads). */
function queryIn(state: { data?: Page; isError?: boolean; isFetching?: boolean }, refetch = () => undefined): UseQueryResult<Page> {
  return { data: state.data, isError: state.isError ?? false, isFetching: state.isFetching ?? false, refetch } as unknown as UseQueryResult<Page>;
}

function show(query: UseQueryResult<Page>, page = 1) {
  return render(
    <MemoryRouter>
      <PagedList query={query} page={page} hrefFor={(p) => `/desk/?page=${p}`}>
        {(results, busy) => (
          <ul aria-busy={busy || undefined}>
            {results.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedList>
    </MemoryRouter>,
  );
}

describe('PagedList', () => {
  it('shows a failed page as an error with a retry that refetches', () => {
    let retried = 0;
    show(queryIn({ isError: true }, () => void (retried += 1)));
    expect(screen.getByText(ERRORS.fetchResults)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });

  it('says so when there is nothing to show, and leads from past the last page to it', () => {
    const { unmount } = show(queryIn({ data: { results: [], pagination: { curPage: 1, totalPages: 0, totalItems: 0 } } }));
    expect(screen.getByText('No items to display.')).toBeTruthy();
    unmount();
    show(queryIn({ data: { results: [], pagination: { curPage: 9, totalPages: 2, totalItems: 30 } } }), 9);
    expect(screen.getByText(/No items on page 9\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the last page (2)' }).getAttribute('href')).toBe('/desk/?page=2');
  });

  it('lists the items with the pager beneath, busy while a refetch runs', () => {
    show(queryIn({ data: { results: ['Organ recital', 'Cider tasting'], pagination: { curPage: 1, totalPages: 2, totalItems: 30 } }, isFetching: true }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['Organ recital', 'Cider tasting']));
    expect(screen.getByText('Organ recital').closest('ul')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/desk/?page=2');
  });

  it("speaks the reader's language: past the last page, in Spanish", async () => {
    const query = queryIn({ data: { results: [], pagination: { curPage: 9, totalPages: 2, totalItems: 30 } } });
    await act(async () => {
      render(
        <LanguageContext value="es">
          <Suspense fallback={null}>
            <UiIntl>
              <MemoryRouter>
                <PagedList query={query} page={9} hrefFor={(p) => `/desk/?page=${p}`}>
                  {() => null}
                </PagedList>
              </MemoryRouter>
            </UiIntl>
          </Suspense>
        </LanguageContext>,
      );
    });
    expect(await screen.findByText(/No hay elementos en la página 9\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la última página (2)' }).getAttribute('href')).toBe('/desk/?page=2');
  });
});
