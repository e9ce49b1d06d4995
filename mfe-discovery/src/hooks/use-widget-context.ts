import { useLocation } from '@events/router';
import { isWidgetContext, widgetIdOf } from '../utils/widget-context';

/** True inside an embedded widget (query parameter `widget` or a path under /widget/): bookmarks are hidden there. */
export function useWidgetContext(): boolean {
  const { pathname, search } = useLocation();
  return isWidgetContext(pathname, search);
}

/** The widget id of the current address (`?widget=` value or the /widget/{id}/ segment), or null outside a widget. */
export function useWidgetId(): string | null {
  const { pathname, search } = useLocation();
  return widgetIdOf(pathname, search);
}
