/** @jest-environment node */
import type { WidgetEvents } from '@events/contracts/widgets';
import { renderWidgetDocument } from './widget-server';

const DATA: WidgetEvents = {
  widget: { id: 3, title: 'Holyoke <jazz>' },
  state: 'listing',
  results: [],
  pagination: { curPage: 1, totalPages: 1, totalItems: 0 },
  listingUrl: '/events/',
  calendarUrl: '/widget/3/calendar/',
  view: 'list',
  controls: { views: false, categories: false, subscribe: true },
  categories: [],
  category: null,
  month: null,
  language: 'es',
  lang: null,
};

describe('renderWidgetDocument', () => {
  it('renders the page in its language, with <html lang>', async () => {
    const html = await renderWidgetDocument({ data: DATA, language: 'es', host: 'example.org', hitToken: 't', scripts: ['/remotes/mfe-widget/widget-hydrate.js'] });
    expect(html.startsWith('<!doctype html><html lang="es">')).toBe(true);
    expect(html).toContain('<title>Holyoke &lt;jazz&gt;</title>');
    expect(html).toContain('Ningún evento coincide con este calendario en este momento.');
    expect(html).toContain('Ver todos los eventos');
    expect(html).not.toContain('See all events');
  });

  it('says a calendar is not found in the language, and in English as before', async () => {
    const spanish = await renderWidgetDocument({ data: null, language: 'es', host: 'example.org', hitToken: null, scripts: [] });
    expect(spanish).toContain('<title>Calendario no encontrado</title>');
    const english = await renderWidgetDocument({ data: null, language: 'en', host: 'example.org', hitToken: null, scripts: [] });
    expect(english.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(english).toContain('<title>Calendar not found</title>');
    expect(english).toContain('This address does not name a calendar.');
    // A language the product does not speak reads English.
    expect(await renderWidgetDocument({ data: null, language: 'xx', host: 'example.org', hitToken: null, scripts: [] })).toContain('<html lang="en">');
  });
});
