import { addDaysToLocalDate } from '@events/domain/local-time';
import { newDateEntry, withSeries, type EventFormValues } from './event-form-values';
import { withFrequency } from './series-edits';

/** Debug data for the Cmd+Shift+1 shortcut (development builds only): a weekly evening event at `venueId`. */
export function debugEventValues(today: string, venueId: string, eventTypeId: string): EventFormValues {
  const entry = newDateEntry(addDaysToLocalDate(today, 1));
  return {
    name: `Debug event ${new Date().toISOString().slice(0, 16)}`,
    name_es: '',
    url: 'https://example.org/debug-event',
    event_type: eventTypeId,
    point_of_interest: venueId,
    is_in_person: true,
    is_online: false,
    online_url: '',
    is_global: false,
    description: '<p>An event filled in by the developer shortcut.</p>',
    description_es: '',
    use_poi_times: false,
    date_start: '',
    date_end: '',
    dates: [withSeries(entry, { ...withFrequency(entry.series, 'weekly'), end: { type: 'count', count: 8 } })],
    price: 'low',
    ticket_url: '',
    price_information: 'Pay at the door.',
    age_group: ['all_ages'],
    status: 'scheduled',
    recertify: false,
  };
}
