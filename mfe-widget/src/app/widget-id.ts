/** The widget id of `/widget/{widgetId}/` (spec section 2), or null when the address has none. */
export function widgetIdFromPath(pathname: string): string | null {
  const match = /^\/widget\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Adds `widget={id}` to a site link, so the page it opens knows it runs in this widget's context. */
export function withWidgetParam(href: string, widgetId: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}widget=${encodeURIComponent(widgetId)}`;
}
