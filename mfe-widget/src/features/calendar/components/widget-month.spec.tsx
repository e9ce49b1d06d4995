/** @jest-environment jsdom */
import { LanguageContext } from '@events/api-client/language';
import type { WidgetMonth as Month } from '@events/contracts/widgets';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadWidgetCatalogue, WidgetIntl } from '../../../i18n/widget-intl';
import { WidgetMonth } from './widget-month';

const MONTH: Month = {
  month: '2027-03',
  label: 'March 2027',
  today: '2027-03-14',
  previous: '2027-02',
  next: null,
  dates: [
    { day: '2027-03-10', time: '7:00 PM', eventId: 5 },
    { day: '2027-03-20', time: '10:00 AM', eventId: 6 },
    { day: '2027-03-20', time: '2:00 PM', eventId: 6 },
  ],
  events: [
    { id: 5, name: 'Jazz Night', url: 'https://events.example/events/5/' },
    { id: 6, name: 'Maple Walk', url: 'https://events.example/events/6/' },
  ],
  truncated: false,
};

/** The grid's cell of a day of the month, by the number it shows. */
const cellOf = (day: string) => [...document.querySelectorAll('td.wc-day')].find((td) => td.querySelector('.wc-day__number')?.textContent === day);

describe('WidgetMonth', () => {
  it('is a Sunday-first grid named by its month, each event a link with its time, in a new tab', () => {
    render(<WidgetMonth month={MONTH} category={null} />);
    const grid = screen.getByRole('table', { name: 'March 2027' });
    expect(within(grid).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('Sunday');
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['7:00 PM Jazz Night', '10:00 AM Maple Walk', '2:00 PM Maple Walk']);
    expect(links[0]?.getAttribute('href')).toBe('https://events.example/events/5/');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it('marks the past days, today and the busy days', () => {
    render(<WidgetMonth month={MONTH} category={null} />);
    expect(cellOf('10')?.className).toBe('wc-day wc-day--busy wc-day--past');
    expect(cellOf('14')?.className).toBe('wc-day wc-day--today');
    expect(cellOf('20')?.className).toBe('wc-day wc-day--busy');
  });

  it('pages to the month before only where there is one, keeping the category', () => {
    render(<WidgetMonth month={MONTH} category={3} />);
    expect(screen.getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe('?view=month&category=3&month=2027-02');
    expect(screen.queryByRole('link', { name: 'Next month' })).toBeNull();
  });

  it('says so when the month has no events, and points to the list when it names only some', () => {
    render(<WidgetMonth month={{ ...MONTH, dates: [], events: [] }} category={null} />);
    expect(screen.getByText('No events this month.')).toBeTruthy();
    expect(screen.queryByText('More dates this month are in the list.')).toBeNull();

    render(<WidgetMonth month={{ ...MONTH, truncated: true }} category={null} />);
    expect(screen.getByText(/More dates this month are in the list\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('href')).toBe('?view=list');
  });

  it('tells the page which event a click opens (the widget counts it)', () => {
    const opened: number[] = [];
    render(<WidgetMonth month={MONTH} category={null} onOpen={(id) => opened.push(id)} />);
    fireEvent.click(screen.getByRole('link', { name: '7:00 PM Jazz Night' }));
    expect(opened).toEqual([5]);
  });
});

describe('WidgetMonth in Spanish', () => {
  it('is a Monday-first grid with Spanish weekdays and paging, keeping ?lang=', async () => {
    await loadWidgetCatalogue('es');
    render(
      <LanguageContext value="es">
        <WidgetIntl>
          <WidgetMonth month={{ ...MONTH, label: 'Marzo de 2027', previous: '2027-02', next: '2027-04', truncated: true }} category={null} lang="es" />
        </WidgetIntl>
      </LanguageContext>,
    );
    const grid = screen.getByRole('table', { name: 'Marzo de 2027' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('abbr'))).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    // 1 March 2027 is a Monday: the first cell of the first week.
    expect(grid.querySelector('tbody tr td .wc-day__number')?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Mes anterior' }).getAttribute('href')).toBe('?view=month&month=2027-02&lang=es');
    expect(screen.getByRole('link', { name: 'Mes siguiente' })).toBeTruthy();
    expect(screen.getByText(/Hay más fechas de este mes en la lista\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lista' }).getAttribute('href')).toBe('?view=list&lang=es');
  });
});
