import { describe, expect, it } from '@jest/globals';
import { EVENT_FORM_PATHS } from './event-forms.js';
import { PRODUCER_PATHS } from './producer-home.js';
import { WIDGET_PATHS } from './widgets.js';

describe('PRODUCER_PATHS', () => {
  it('names the same screens as the contracts that own them', () => {
    expect([PRODUCER_PATHS.events, PRODUCER_PATHS.addEvent]).toEqual([EVENT_FORM_PATHS.list, EVENT_FORM_PATHS.add]);
    expect([PRODUCER_PATHS.calendars, PRODUCER_PATHS.calendarMetrics(7)]).toEqual([WIDGET_PATHS.list, WIDGET_PATHS.metrics(7)]);
  });
});
