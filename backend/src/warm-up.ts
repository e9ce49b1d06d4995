import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pathOf } from '@events/contracts/endpoint';
import { eventsEndpoints } from '@events/contracts/events';
import { type EventListing, searchEndpoints, type VenueListing } from '@events/contracts/search';
import { venuesEndpoints } from '@events/contracts/venues';
import { warmGazetteer } from './modules/geo/offline-geocoder.js';
import { warmMailRenderer } from './modules/mail/mail-template.js';
import { warmPasswordPolicy } from './modules/users/password-policy.js';

/** How many times each anonymous read is served in process before the port opens. */
const ROUNDS = 3;

/** One read served while warming: its address and the status it got (0: it failed without an answer). */
export type WarmedRead = { readonly url: string; readonly status: number };

/**
 * Everything a first request would otherwise pay for, done before the port opens: a proxy or supervisor sends
 * traffic the moment it does, and an instance started again behind nginx gets its share of the load at once.
 * - The mail renderer, the password policy's dictionaries and the gazetteer take seconds of the single thread.
 * - The anonymous reads (both listings, an event and a venue page, the home page's HTML) are served a few times in
 *   process, through the whole HTTP stack: their code is compiled and optimised, their statements prepared, the
 *   connection pools opened and the render caches filled. Under load, a cold instance otherwise served its first
 *   seconds of requests several times slower and held some past the clients' timeouts.
 * A read that fails (an empty or unreachable database) is left for the requests to meet: warming never stops a start.
 */
export async function warmUp(app: NestFastifyApplication): Promise<WarmedRead[]> {
  warmGazetteer();
  await Promise.all([warmMailRenderer(), warmPasswordPolicy()]);
  const server = app.getHttpAdapter().getInstance();
  const served: WarmedRead[] = [];
  /** Serves `url`; its JSON answer when it is a 200 (read as the contract's type: warming does not check it). */
  const get = async <T>(url: string, accept = 'application/json'): Promise<T | undefined> => {
    const answer = await server.inject({ method: 'GET', url, headers: { accept } }).catch(() => undefined);
    served.push({ url, status: answer?.statusCode ?? 0 });
    return answer?.statusCode === 200 && accept === 'application/json' ? answer.json<T>() : undefined;
  };
  for (let round = 0; round < ROUNDS; round++) {
    const [events, venues] = await Promise.all([get<EventListing>(searchEndpoints.events.path), get<VenueListing>(searchEndpoints.venues.path), get('/', 'text/html')]);
    const eventId = events?.results[0]?.id;
    const venueId = venues?.results[0]?.id;
    await Promise.all([
      eventId === undefined ? undefined : get(pathOf(eventsEndpoints.detail, { id: eventId })),
      venueId === undefined ? undefined : get(pathOf(venuesEndpoints.detail, { id: venueId })),
    ]);
  }
  return served;
}
