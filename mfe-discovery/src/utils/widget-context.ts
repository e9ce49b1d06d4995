/**
 * An embedded widget context (spec section 2): the query parameter `widget` or a path under /widget/{id}/.
 * The widget id is the parameter's value, or the path segment after /widget/.
 */
export function widgetIdOf(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has('widget')) return params.get('widget') ?? '';
  const match = /^\/widget\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

export function isWidgetContext(pathname: string, search: string): boolean {
  return widgetIdOf(pathname, search) !== null;
}
