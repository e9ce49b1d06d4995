import type { EventSetting } from '@events/contracts/reference';
import type { EventStatus } from '@events/contracts/event-status';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

/**
 * Words several producer screens share. The English is the shared contracts' (libs/contracts messages, reference
 * labels), which the API and other apps keep saying in English; these are their catalogue entries for this remote.
 */
export const common = plainMessages(defineMessages({
  fetchResults: { id: 'producer.common.fetchResults', defaultMessage: 'Failed to fetch results. Please try your request again.' },
  deleteItem: { id: 'producer.common.deleteItem', defaultMessage: 'Failed to delete item: {reason}' },
  unknownError: { id: 'producer.common.unknownError', defaultMessage: 'unknown error' },
  correctFormErrors: { id: 'producer.common.correctFormErrors', defaultMessage: 'Please correct form errors before submitting.' },
  checkAll: { id: 'producer.common.checkAll', defaultMessage: 'Check all that apply.' },
  cancel: { id: 'producer.common.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'producer.common.delete', defaultMessage: 'Delete' },
  edit: { id: 'producer.common.edit', defaultMessage: 'Edit' },
  view: { id: 'producer.common.view', defaultMessage: 'View' },
  actions: { id: 'producer.common.actions', defaultMessage: 'Actions' },
  actionsFor: { id: 'producer.common.actionsFor', defaultMessage: 'Actions for {name}' },
  loading: { id: 'producer.common.loading', defaultMessage: 'Loading…' },
  saving: { id: 'producer.common.saving', defaultMessage: 'Saving…' },
  selectVenue: { id: 'producer.common.selectVenue', defaultMessage: 'Select a venue' },
  savedItem: {
    id: 'producer.common.savedItem',
    defaultMessage: 'Successfully {verb, select, created {created} other {updated}} {item, select, venue {venue} other {event}} "{name}".',
  },
  askBillingContact: { id: 'producer.common.askBillingContact', defaultMessage: 'Ask the billing contact of this venue to manage its subscription.' },
  upgrade: { id: 'producer.common.upgrade', defaultMessage: 'Upgrade to publish more events.' },
  publishingStopped: {
    id: 'producer.common.publishingStopped',
    defaultMessage: 'Your subscription is not active: your published events stay listed, but you cannot publish new ones.',
  },
}));

const statuses = plainMessages(defineMessages({
  scheduled: { id: 'producer.eventStatus.scheduled', defaultMessage: 'Scheduled' },
  cancelled: { id: 'producer.eventStatus.cancelled', defaultMessage: 'Cancelled' },
  postponed: { id: 'producer.eventStatus.postponed', defaultMessage: 'Postponed' },
  moved_online: { id: 'producer.eventStatus.movedOnline', defaultMessage: 'Moved online' },
}));
export const EVENT_STATUS_MESSAGES: Record<EventStatus, MessageDescriptor> = statuses;

const settings = plainMessages(defineMessages({
  in_person: { id: 'producer.eventSetting.inPerson', defaultMessage: 'In person' },
  online: { id: 'producer.eventSetting.online', defaultMessage: 'Online' },
  hybrid: { id: 'producer.eventSetting.hybrid', defaultMessage: 'Hybrid' },
}));
export const EVENT_SETTING_MESSAGES: Record<EventSetting, MessageDescriptor> = settings;

