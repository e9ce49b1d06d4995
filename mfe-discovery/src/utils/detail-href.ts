/**
 * The link of a card to its detail page. Cards on a results page carry where they came from, so the detail
 * page's back link can return (spec section 2: "using query parameters search and widget"):
 * - `search`: the results page's path and query (`/events/?date_start=...`), read back through safeNextPath;
 * - `widget`: the widget id when the results are shown inside a widget.
 */
export type DetailLinkContext = {
  search?: string | null;
  widget?: string | null;
};

export function detailHref(absoluteUrl: string, context: DetailLinkContext = {}): string {
  const params = new URLSearchParams();
  if (context.search) params.set('search', context.search);
  if (context.widget) params.set('widget', context.widget);
  const query = params.toString();
  if (query === '') return absoluteUrl;
  return `${absoluteUrl}${absoluteUrl.includes('?') ? '&' : '?'}${query}`;
}
