/**
 * Where the integration tests' clock starts: CLOCK_AT from the environment (scripts/test-times.mjs runs the
 * time-sensitive suites at pinned region times with it), else the system clock. A test reads the product's clock
 * through `app.get(Clock)`, never the wall clock.
 */
export function testClockAt(): Date | null {
  const at = process.env.CLOCK_AT?.trim();
  return at ? new Date(at) : null;
}
