/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog.js';
import { lineChartCategoryLabel } from '../line-chart.js';
import { Pager } from '../pager.js';
import { weekStartOf } from '../use-week-start.js';
import { WeekdaySelector } from '../weekday-selector.js';
import { createAppIntl, useAppIntl } from './app-intl.js';

// An app with no messages of its own: what libs/ui's components read is libs/ui's catalogue, merged under every app's.
const { AppIntl: UiIntl } = createAppIntl(() => Promise.resolve({ default: {} }));

async function renderIn(language: string, children: ReactNode) {
  await act(async () => {
    render(
      <LanguageContext value={language}>
        <Suspense fallback={null}>
          <UiIntl>{children}</UiIntl>
        </Suspense>
      </LanguageContext>,
    );
  });
}

describe("libs/ui in the reader's language (issue 31)", () => {
  it('asks before a deletion in Spanish, Cancel focused first', async () => {
    const onCancel = jest.fn();
    await renderIn('es', <ConfirmDeleteDialog onConfirm={() => undefined} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: '¿Está seguro?' });
    expect(within(dialog).getByText('Este elemento se eliminará de forma permanente.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    expect(document.activeElement).toBe(cancel);
  });

  it('asks in English as the spec words it', async () => {
    await renderIn('en', <ConfirmDeleteDialog onConfirm={() => undefined} onCancel={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('This object will be deleted permanently.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('pages in Spanish', async () => {
    await renderIn('es', <Pager current={2} total={5} hrefFor={(page) => `/saved/?page=${page}`} />);
    const nav = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByText('Página 2 de 5')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/saved/?page=1');
    expect(within(nav).getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe('/saved/?page=3');
  });

  it('starts a Spanish week on Monday, with Spanish day names', async () => {
    await renderIn('es', <WeekdaySelector label="Repetir" name="days" value={[0]} onChange={() => undefined} />);
    const group = await screen.findByRole('group', { name: 'Repetir' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(within(group).getByRole('checkbox', { name: 'domingo' })).toHaveProperty('checked', true);
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', '6', '0']);
  });

  it('keeps an English week from Sunday', async () => {
    await renderIn('en', <WeekdaySelector label="Repeat on" name="days" value={[]} onChange={() => undefined} />);
    const group = await screen.findByRole('group', { name: 'Repeat on' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });
});

describe('weekStartOf', () => {
  it('is Monday in Spanish and Sunday in English', () => {
    expect(weekStartOf('es')).toBe(1);
    expect(weekStartOf('en')).toBe(0);
  });

  it('falls back to the product languages, then Sunday, where Intl cannot tell', () => {
    const getWeekInfo = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getWeekInfo');
    const weekInfo = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'weekInfo');
    Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', { value: undefined, configurable: true });
    Object.defineProperty(Intl.Locale.prototype, 'weekInfo', { get: () => undefined, configurable: true });
    try {
      expect(weekStartOf('es')).toBe(1);
      expect(weekStartOf('en')).toBe(0);
      expect(weekStartOf('xx')).toBe(0);
    } finally {
      if (getWeekInfo) Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', getWeekInfo);
      else delete (Intl.Locale.prototype as { getWeekInfo?: unknown }).getWeekInfo;
      if (weekInfo) Object.defineProperty(Intl.Locale.prototype, 'weekInfo', weekInfo);
      else delete (Intl.Locale.prototype as { weekInfo?: unknown }).weekInfo;
    }
  });
});

describe('lineChartCategoryLabel', () => {
  function Labels({ values }: { values: string[] }) {
    const intl = useAppIntl();
    return <p>{values.map((x) => lineChartCategoryLabel(x, intl)).join(' | ')}</p>;
  }

  it("reads the chart's days and months in Spanish, and keeps English's ISO dates", async () => {
    await renderIn('es', <Labels values={['2026-11-01', '2026-11', 'example.org']} />);
    expect(await screen.findByText('1 nov 2026 | nov 2026 | example.org')).toBeTruthy();
    render(<Labels values={['2026-11-01', '2026-11']} />);
    expect(screen.getByText('2026-11-01 | 2026-11')).toBeTruthy();
  });
});
