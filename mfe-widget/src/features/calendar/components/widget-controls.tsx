import type { WidgetEvents } from '@events/contracts/widgets';
import { WIDGET_VIEWS, type WidgetView } from '@events/contracts/widgets-constants';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { widgetHref } from '../utils/widget-href';

const messages = defineMessages({
  viewsLabel: { id: 'widget.controls.viewsLabel', defaultMessage: 'View' },
  categoriesLabel: { id: 'widget.controls.categoriesLabel', defaultMessage: 'Categories' },
  allCategories: { id: 'widget.controls.allCategories', defaultMessage: 'All' },
  list: { id: 'widget.controls.viewList', defaultMessage: 'List' },
  month: { id: 'widget.controls.viewMonth', defaultMessage: 'Month' },
});

const VIEW_LABELS: Record<WidgetView, MessageDescriptor> = { list: messages.list, month: messages.month };

export type WidgetControlsProps = { data: WidgetEvents };

/**
 * The controls the producer shows: the List / Month switch and a chip per category of the calendar's events (with
 * how many it has), each a link to that place of the page, so they work before and without JavaScript.
 */
export function WidgetControls({ data }: WidgetControlsProps) {
  const intl = useAppIntl();
  const { controls, view, category, categories, month, lang } = data;
  const chips = controls.categories && categories.length > 1;
  if (!controls.views && !chips) return null;
  const here = month?.month;
  return (
    <div className="wc-controls">
      {controls.views ? (
        <ul className="wc-views" aria-label={intl.formatMessage(messages.viewsLabel)}>
          {WIDGET_VIEWS.map((choice) => (
            <li key={choice}>
              <a className="wc-view" href={widgetHref({ view: choice, category, lang })} aria-current={choice === view ? 'page' : undefined}>
                {intl.formatMessage(VIEW_LABELS[choice])}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {chips ? (
        <ul className="wc-chips" aria-label={intl.formatMessage(messages.categoriesLabel)}>
          <li>
            <a className="wc-chip" href={widgetHref({ view, category: null, month: here, lang })} aria-current={category === null ? 'page' : undefined}>
              {intl.formatMessage(messages.allCategories)}
            </a>
          </li>
          {categories.map((choice) => (
            <li key={choice.id}>
              <a className="wc-chip" href={widgetHref({ view, category: choice.id, month: here, lang })} aria-current={category === choice.id ? 'page' : undefined}>
                {choice.name} <span className="wc-chip__count">{intl.formatNumber(choice.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
