import type { WidgetView } from '@events/contracts/widgets-constants';

/** What a widget page shows: its view (unset: the calendar's own), a category (null: all), the list's page, the month. */
export type WidgetPlace = {
  readonly view?: WidgetView;
  readonly category: number | null;
  readonly page?: number;
  readonly month?: string;
};

/**
 * The widget page's own address for a place, relative to it (`?view=month&category=3&month=2027-01`): the links
 * of its view switch, chips, month pages and pager work without JavaScript, and a reload shows the same place.
 * The first page and the current month need no parameter.
 */
export function widgetHref({ view, category, page, month }: WidgetPlace): string {
  const query = new URLSearchParams();
  if (view !== undefined) query.set('view', view);
  if (category !== null) query.set('category', String(category));
  if (view === 'list' && page !== undefined && page > 1) query.set('page', String(page));
  if (view === 'month' && month !== undefined) query.set('month', month);
  return `?${query.toString()}`;
}
