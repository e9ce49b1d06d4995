import type { WidgetEvents } from '@events/contracts/widgets';
import { WIDGET_MESSAGES, WIDGET_VIEW_LABELS, WIDGET_VIEWS } from '@events/contracts/widgets-constants';
import { widgetHref } from '../utils/widget-href';

export type WidgetControlsProps = { data: WidgetEvents };

/**
 * The controls the producer shows: the List / Month switch and a chip per category of the calendar's events (with
 * how many it has), each a link to that place of the page, so they work before and without JavaScript.
 */
export function WidgetControls({ data }: WidgetControlsProps) {
  const { controls, view, category, categories, month } = data;
  const chips = controls.categories && categories.length > 1;
  if (!controls.views && !chips) return null;
  const here = month?.month;
  return (
    <div className="wc-controls">
      {controls.views ? (
        <ul className="wc-views" aria-label={WIDGET_MESSAGES.viewsLabel}>
          {WIDGET_VIEWS.map((choice) => (
            <li key={choice}>
              <a className="wc-view" href={widgetHref({ view: choice, category })} aria-current={choice === view ? 'page' : undefined}>
                {WIDGET_VIEW_LABELS[choice]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {chips ? (
        <ul className="wc-chips" aria-label={WIDGET_MESSAGES.categoriesLabel}>
          <li>
            <a className="wc-chip" href={widgetHref({ view, category: null, month: here })} aria-current={category === null ? 'page' : undefined}>
              {WIDGET_MESSAGES.allCategories}
            </a>
          </li>
          {categories.map((choice) => (
            <li key={choice.id}>
              <a className="wc-chip" href={widgetHref({ view, category: choice.id, month: here })} aria-current={category === choice.id ? 'page' : undefined}>
                {choice.name} <span className="wc-chip__count">{choice.count}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
