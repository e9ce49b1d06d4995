import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/** The calendars' words shared by their screens (libs/contracts WIDGET_MESSAGES' English). */
export const widgetMessages = plainMessages(defineMessages({
  heading: { id: 'producer.widgets.heading', defaultMessage: 'My Calendars' },
  add: { id: 'producer.widgets.add', defaultMessage: 'Add Calendar' },
  emptyTitle: { id: 'producer.widgets.emptyTitle', defaultMessage: 'No calendars.' },
  emptyText: { id: 'producer.widgets.emptyText', defaultMessage: 'Create custom calendar widgets to showcase events on your own website.' },
  embedTitle: { id: 'producer.widgets.embedTitle', defaultMessage: 'Embed Calendar' },
  createTitle: { id: 'producer.widgets.createTitle', defaultMessage: 'Create Calendar' },
  editTitle: { id: 'producer.widgets.editTitle', defaultMessage: 'Edit Calendar' },
  copy: { id: 'producer.widgets.copy', defaultMessage: 'Copy' },
  copied: { id: 'producer.widgets.copied', defaultMessage: 'Copied!' },
  exportTitle: { id: 'producer.widgets.exportTitle', defaultMessage: 'Export as Text' },
  needsSubscription: {
    id: 'producer.widgets.needsSubscription',
    defaultMessage: 'Calendars need an active subscription. Subscribe to create calendar widgets for your website.',
  },
  resizerLabel: { id: 'producer.widgets.resizerLabel', defaultMessage: 'Optional: keep the frame as tall as the calendar' },
  defaultViewLabel: { id: 'producer.widgets.defaultViewLabel', defaultMessage: 'Opens on' },
  showViewsLabel: { id: 'producer.widgets.showViewsLabel', defaultMessage: 'Show the List / Month switch' },
  showCategoriesLabel: { id: 'producer.widgets.showCategoriesLabel', defaultMessage: 'Show category filters' },
  showSubscribeLabel: { id: 'producer.widgets.showSubscribeLabel', defaultMessage: 'Show the Subscribe link' },
  viewList: { id: 'producer.widgets.view.list', defaultMessage: 'List' },
  viewMonth: { id: 'producer.widgets.view.month', defaultMessage: 'Month' },
}));
