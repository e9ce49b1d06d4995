import { createIntl } from '@events/api-client/intl';
import { formatDistanceValue, formatLocalDay, hasParsableStart, placeLine } from './card-format';
import { detailHref } from './detail-href';
import { isWidgetContext, widgetIdOf } from './widget-context';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('widget context', () => {
  it('is the widget query parameter or a /widget/{id}/ path', () => {
    expect(widgetIdOf('/events/1/x/', '?widget=abc')).toBe('abc');
    expect(widgetIdOf('/widget/cal-1/', '')).toBe('cal-1');
    expect(isWidgetContext('/events/', '?search=x')).toBe(false);
  });
});

describe('detailHref', () => {
  it('carries the results page and the widget', () => {
    expect(detailHref('/events/1/jazz/', { search: '/events/?page=2' })).toBe('/events/1/jazz/?search=%2Fevents%2F%3Fpage%3D2');
    expect(detailHref('/events/1/jazz/', { widget: 'w1' })).toBe('/events/1/jazz/?widget=w1');
    expect(detailHref('/venues/2/barn/')).toBe('/venues/2/barn/');
  });
});

describe('card formats', () => {
  const occurrence = (timestampStart: string) => ({
    nextEventOccurrence: { eventDate: '2026-03-14', times: '7:00 PM', timestamps: { timestampStart, timestampEnd: null } },
  });

  it('shows a card only when its start parses', () => {
    expect(hasParsableStart(occurrence('2026-03-14T19:00:00-04:00'))).toBe(true);
    expect(hasParsableStart(occurrence('not a date'))).toBe(false);
    expect(hasParsableStart(occurrence(''))).toBe(false);
    expect(hasParsableStart({ nextEventOccurrence: null })).toBe(false);
  });

  it('formats the day, distance and place', () => {
    expect(formatLocalDay(intl, '2026-03-14')).toBe('Sat, Mar 14, 2026');
    expect(formatDistanceValue(intl, 3.24, 'mi')).toBe('3.2 mi');
    expect(formatDistanceValue(intl, 12.6, 'km')).toBe('13 km');
    expect(placeLine('Lenox', 'MA')).toBe('Lenox, MA');
    expect(placeLine('', 'MA')).toBe('MA');
  });
});
