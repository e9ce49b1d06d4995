import { addDaysToLocalDate } from '@events/domain/local-time';
import { OccurrencesScheduler } from './modules/events/occurrences.scheduler.js';
import { insertEventFixture, insertVenueFixture } from './testing/catalogue-fixtures.js';
import { regionToday } from './testing/region-clock.js';
import { useTestApp } from './testing/test-app.js';
import { warmUp } from './warm-up.js';

describe('warming an instance before its port opens', () => {
  const t = useTestApp();

  // First: the catalogue is still empty here.
  it('serves the listings and the home page of an empty catalogue, and no detail page', async () => {
    const served = await warmUp(t.app);
    expect([...new Set(served.map((read) => read.url))].sort()).toEqual(['/', '/events/api/v1/events/', '/events/api/v1/poi/']);
    expect(served.filter((read) => read.status !== 200)).toEqual([]);
  });

  it('serves both listings, the home page and the first event and venue pages, each answered 200', async () => {
    // The start-up expansion of the occurrence horizon has run, so it does not rewrite the occurrences inserted here.
    await t.app.get(OccurrencesScheduler).whenIdle();
    const venueId = await insertVenueFixture(t.app, { name: 'Warm Up Hall' });
    const eventId = await insertEventFixture(t.app, {
      venue_id: venueId,
      name: 'Warm Up Night',
      // The listing a visitor opens shows today: every day from yesterday on, from 00:01 to midnight, is on it at any
      // hour (upcoming or under way).
      series: [{ frequency: 'daily', dtstart: addDaysToLocalDate(regionToday(t.app), -1), timeStart: '00:01', timeEnd: '00:00' }],
    });

    const served = await warmUp(t.app);

    const urls = new Set(served.map((read) => read.url));
    expect([...urls].sort()).toEqual(['/', '/events/api/v1/events/', `/events/api/v1/events/${eventId}/`, '/events/api/v1/poi/', `/events/api/v1/poi/${venueId}/`].sort());
    expect(served.filter((read) => read.status !== 200)).toEqual([]);
    // Each read is served several times: V8 compiles a function lazily and optimises it only once it runs hot.
    expect(served.length).toBe(3 * urls.size);
  });

  // Last: it takes the database away.
  it('still finishes with the database gone, leaving the listings to the requests and reading no detail', async () => {
    await t.database.stop();
    const served = await warmUp(t.app);
    const reads = served.filter((read) => read.url !== '/');
    expect([...new Set(reads.map((read) => read.url))].sort()).toEqual(['/events/api/v1/events/', '/events/api/v1/poi/']);
    expect(reads.filter((read) => read.status === 200)).toEqual([]);
  });
});
