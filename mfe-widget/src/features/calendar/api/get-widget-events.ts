import { fillPath } from '@events/contracts/endpoint';
import type { WidgetEvents } from '@events/contracts/widgets';
import { WIDGET_EVENTS_PATH } from '@events/contracts/widgets-constants';
import { widgetHref, type WidgetPlace } from '../utils/widget-href';

/**
 * A place of the widget (its view, category, page, month) as JSON. Without credentials: the widget needs no session, and framed on another site a
 * cookie would be a third-party one anyway. The answer is the server's own page model, so it is not checked again.
 */
export async function getWidgetEvents(widgetId: number, place: WidgetPlace, signal?: AbortSignal): Promise<WidgetEvents> {
  const response = await fetch(`${fillPath(WIDGET_EVENTS_PATH, { id: widgetId })}${widgetHref(place)}`, { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`Widget page ${widgetHref(place)}: HTTP ${response.status}`);
  return (await response.json()) as WidgetEvents;
}
