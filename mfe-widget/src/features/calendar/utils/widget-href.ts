import type { WidgetView } from '@events/contracts/widgets-constants';

/**
 * What a widget page shows: its view (unset: the calendar's own), a category (null: all), the list's page, the month,
 * and the `?lang=` it was asked in (issue 31: unset or null, none).
 */
export type WidgetPlace = {
  readonly view?: WidgetView;
  readonly category: number | null;
  readonly page?: number;
  readonly month?: string;
  readonly lang?: string | null;
};

/**
 * The widget page's own address for a place, relative to it (`?view=month&category=3&month=2027-01`): the links
 * of its view switch, chips, month pages and pager work without JavaScript, and a reload shows the same place.
 * The first page and the current month need no parameter; a page asked in a language keeps it (`&lang=es`).
 */
export function widgetHref({ view, category, page, month, lang }: WidgetPlace): string {
  const query = new URLSearchParams();
  if (view !== undefined) query.set('view', view);
  if (category !== null) query.set('category', String(category));
  if (view === 'list' && page !== undefined && page > 1) query.set('page', String(page));
  if (view === 'month' && month !== undefined) query.set('month', month);
  if (lang !== undefined && lang !== null) query.set('lang', lang);
  return `?${query.toString()}`;
}
