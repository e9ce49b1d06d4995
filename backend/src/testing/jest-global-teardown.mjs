/** Stops the run's shared PostgreSQL and removes its temporary folder. */
export default async function globalTeardown() {
  await globalThis.eventsTestServer?.stop();
}
