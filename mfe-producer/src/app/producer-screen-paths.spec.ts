import { CLAIM_PATHS } from '@events/contracts/claims';
import { EVENT_FORM_PATHS } from '@events/contracts/event-forms';
import { PRODUCER_PATHS } from '@events/contracts/producer-home';
import { VENUE_FORM_PATHS } from '@events/contracts/venue-forms-constants';
import { WIDGET_PATHS } from '@events/contracts/widgets';
import { isScreenAddress } from '@events/remote-kit/screen-address';
import { PRODUCER_SCREEN_PATHS } from './producer-screen-paths';

// The backend answers 404 for an address under this remote's subtrees that none of its screen paths matches, so
// every link the product gives to a producer screen must be one of them.
describe('the producer screen paths', () => {
  it.each([
    PRODUCER_PATHS.home,
    PRODUCER_PATHS.events,
    PRODUCER_PATHS.addEvent,
    PRODUCER_PATHS.calendars,
    PRODUCER_PATHS.calendarMetrics(4),
    PRODUCER_PATHS.venueData,
    PRODUCER_PATHS.subscription,
    PRODUCER_PATHS.support,
    EVENT_FORM_PATHS.list,
    EVENT_FORM_PATHS.add,
    EVENT_FORM_PATHS.edit(12),
    VENUE_FORM_PATHS.add,
    VENUE_FORM_PATHS.suggest,
    VENUE_FORM_PATHS.owners,
    VENUE_FORM_PATHS.edit(12),
    VENUE_FORM_PATHS.calendarFeeds(12),
    WIDGET_PATHS.list,
    WIDGET_PATHS.add,
    WIDGET_PATHS.edit(3),
    WIDGET_PATHS.metrics(3),
    CLAIM_PATHS.claim,
    CLAIM_PATHS.mine,
    CLAIM_PATHS.claimVenue(12),
  ])('%s opens a screen', (address) => {
    expect(isScreenAddress(PRODUCER_SCREEN_PATHS, address)).toBe(true);
  });

  it.each(['/manage/events/12/', '/manage/venues/edit/', '/account/widgets/3/', '/account/widgets/edit/3/metrics/'])(
    '%s opens none',
    (address) => {
      expect(isScreenAddress(PRODUCER_SCREEN_PATHS, address)).toBe(false);
    },
  );
});
