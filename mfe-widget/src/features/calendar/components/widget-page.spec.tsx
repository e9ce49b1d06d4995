/** @jest-environment jsdom */
import { LanguageContext } from '@events/api-client/language';
import type { WidgetEvents } from '@events/contracts/widgets';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { WidgetIntl } from '../../../i18n/widget-intl';
import { WidgetPage } from './widget-page';

/** A listing page as the server words it for a Spanish reader (its dates, month label and times are the server's). */
const DATA: WidgetEvents = {
  widget: { id: 3, title: 'Conciertos de Holyoke' },
  state: 'listing',
  results: [
    {
      id: 5,
      name: 'Jazz Night',
      url: 'https://events.example/events/5/jazz-night/?widget=3',
      when: 'sáb, 20 mar 2027 19:00',
      venue: 'Colonial Theatre',
      city: 'Pittsfield',
      category: 'Music',
      price: 'Free',
      priceTier: 'free',
      online: false,
      status: 'cancelled',
      image: null,
      ics: '/icalendar/event/5/',
    },
  ],
  pagination: { curPage: 1, totalPages: 3, totalItems: 45 },
  listingUrl: '/events/?keyword=jazz',
  calendarUrl: '/widget/3/calendar/',
  view: 'list',
  controls: { views: true, categories: true, subscribe: true },
  categories: [
    { id: 1, name: 'Music', count: 30 },
    { id: 2, name: 'Comedy', count: 15 },
  ],
  category: null,
  month: null,
  language: 'es',
  lang: 'es',
};

function inLanguage(language: string, data: WidgetEvents | null) {
  return (
    <LanguageContext value={language}>
      <Suspense fallback={null}>
        <WidgetIntl>
          <WidgetPage data={data} failed />
        </WidgetIntl>
      </Suspense>
    </LanguageContext>
  );
}

describe('WidgetPage in Spanish', () => {
  it('words its headings, controls, cards and paging in Spanish, keeping the producer\'s words and ?lang=', async () => {
    await act(async () => {
      render(inLanguage('es', DATA));
    });
    expect(await screen.findByRole('link', { name: 'Ver todos los eventos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suscribirse: Conciertos de Holyoke' }).textContent).toBe('Suscribirse');
    const views = screen.getByRole('list', { name: 'Vista' });
    expect(within(views).getAllByRole('link').map((link) => link.textContent)).toEqual(['Lista', 'Mes']);
    expect(within(views).getByRole('link', { name: 'Mes' }).getAttribute('href')).toBe('?view=month&lang=es');
    expect(within(screen.getByRole('list', { name: 'Categorías' })).getByRole('link', { name: 'Todas' })).toBeTruthy();
    const card = within(screen.getByRole('list', { name: 'Eventos' })).getByRole('listitem');
    expect(within(card).getByText('Cancelado')).toBeTruthy();
    expect(within(card).getByText('Music · Gratis')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Agregar al calendario: Jazz Night' }).textContent).toBe('Agregar al calendario');
    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pager).getByText('Página 1 de 3')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe('?view=list&page=2&lang=es');
    expect(screen.getByRole('alert').textContent).toContain('Intentar de nuevo');
  });

  it('says a calendar is not found in Spanish', async () => {
    await act(async () => {
      render(inLanguage('es', null));
    });
    expect(await screen.findByRole('heading', { name: 'Calendario no encontrado' })).toBeTruthy();
  });

  it('reads as it always has in English', async () => {
    await act(async () => {
      render(inLanguage('en', { ...DATA, language: 'en', lang: null }));
    });
    expect(await screen.findByRole('link', { name: 'See all events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe: Conciertos de Holyoke' })).toBeTruthy();
    expect(screen.getByText('Music · Free')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('?view=list&page=2');
  });
});
