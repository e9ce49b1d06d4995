import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pathOf } from '@events/contracts/endpoint';
import { eventsEndpoints } from '@events/contracts/events';
import { searchEndpoints } from '@events/contracts/search';
import { venuesEndpoints } from '@events/contracts/venues';
import { warmGazetteer } from './modules/geo/offline-geocoder.js';
import { warmMailRenderer } from './modules/mail/mail-template.js';
import { warmPasswordPolicy } from './modules/users/password-policy.js';

/** How many times each anonymous read is served in process before the port opens. */
const ROUNDS = 3;

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
/** One read served while warming: its address and the status it got (0: it failed without an answer). */
export type WarmedRead = { readonly url: string; readonly status: number };

export async function warmUp(app: NestFastifyApplication): Promise<WarmedRead[]> {
  warmGazetteer();
  await Promise.all([warmMailRenderer(), warmPasswordPolicy()]);
  const server = app.getHttpAdapter().getInstance();
  const served: WarmedRead[] = [];
  const get = async (url: string, accept = 'application/json'): Promise<unknown> => {
    const answer = await server.inject({ method: 'GET', url, headers: { accept } }).catch(() => undefined);
    served.push({ url, status: answer?.statusCode ?? 0 });
    return answer?.statusCode === 200 && accept === 'application/json' ? answer.json() : undefined;
  };
  const firstId = (listing: unknown): number | undefined => (listing as { results?: { id?: number }[] } | undefined)?.results?.[0]?.id;
  for (let round = 0; round < ROUNDS; round++) {
    const [events, venues] = await Promise.all([get(searchEndpoints.events.path), get(searchEndpoints.venues.path), get('/', 'text/html')]);
    const eventId = firstId(events);
    const venueId = firstId(venues);
    await Promise.all([
      eventId === undefined ? undefined : get(pathOf(eventsEndpoints.detail, { id: eventId })),
      venueId === undefined ? undefined : get(pathOf(venuesEndpoints.detail, { id: venueId })),
    ]);
  }
  return served;
}
