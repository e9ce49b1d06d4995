import { fillPath } from '@events/contracts/endpoint';
import type { WidgetEvents } from '@events/contracts/widgets';
import { WIDGET_EVENTS_PATH } from '@events/contracts/widgets-constants';

/**
 * A page of the widget's events. Without credentials: the widget needs no session, and framed on another site a
 * cookie would be a third-party one anyway. The answer is the server's own page model, so it is not checked again.
 */
export async function getWidgetEvents(widgetId: number, page: number, signal?: AbortSignal): Promise<WidgetEvents> {
  const response = await fetch(`${fillPath(WIDGET_EVENTS_PATH, { id: widgetId })}?page=${page}`, { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`Widget page ${page}: HTTP ${response.status}`);
  return (await response.json()) as WidgetEvents;
}
