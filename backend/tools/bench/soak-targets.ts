import pg from 'pg';
import { registerAndLogIn } from './bench-databases.js';
import type { SoakTargets, SoakUser } from './soak-load.js';

/** Every published event and every venue of the catalogue. */
export async function targetsOf(url: string): Promise<SoakTargets> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const events = await client.query<{ id: number }>('SELECT id FROM events WHERE published ORDER BY id');
    const venues = await client.query<{ id: number }>('SELECT id FROM venues ORDER BY id');
    return { eventIds: events.rows.map((r) => r.id), venueIds: venues.rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

/** `count` new accounts, each signed in. */
export async function registerUsers(baseUrl: string, count: number, password: string): Promise<SoakUser[]> {
  const users: SoakUser[] = [];
  for (let i = 0; i < count; i++) {
    const email = `soak-${i}-${Date.now()}@example.org`;
    const session = await registerAndLogIn(baseUrl, { email, password });
    users.push({ id: session.userId, token: session.token });
  }
  return users;
}

/** A sample of the events and venues whose detail answers 200 (some generated ones are past or hidden: 404). */
export async function detailsThatAnswer(baseUrl: string, targets: SoakTargets): Promise<SoakTargets> {
  const keep = async (ids: readonly number[], path: (id: number) => string): Promise<number[]> => {
    const kept: number[] = [];
    const sample = ids.filter((_, i) => i % Math.max(1, Math.floor(ids.length / 1500)) === 0);
    for (let i = 0; i < sample.length; i += 16) {
      const batch = sample.slice(i, i + 16);
      const statuses = await Promise.all(batch.map((id) => fetch(`${baseUrl}${path(id)}`).then((res) => (void res.arrayBuffer(), res.status))));
      batch.forEach((id, j) => statuses[j] === 200 && kept.push(id));
    }
    return kept;
  };
  return {
    eventIds: await keep(targets.eventIds, (id) => `/events/api/v1/events/${id}/`),
    venueIds: await keep(targets.venueIds, (id) => `/events/api/v1/poi/${id}/`),
  };
}
