/**
 * The product's one clock: every rule that depends on "now" (listings, open now, occurrence horizons, digests, demo
 * data, grace periods) asks it instead of `new Date()` or PostgreSQL's `now()`, so tests can run the product at any
 * hour of any day. Production reads the system clock; a clock set to start elsewhere (CLOCK_AT, refused in
 * production) keeps the real pace from that instant, so timeouts and token lifetimes still behave.
 */
export class Clock {
  private readonly offsetMs: number;

  constructor(startAt: Date | null = null, realNow: number = Date.now()) {
    this.offsetMs = startAt === null ? 0 : startAt.getTime() - realNow;
  }

  /** The system clock. */
  static system(): Clock {
    return new Clock();
  }

  /** The current instant. */
  now(): Date {
    return new Date(this.nowMs());
  }

  /** The current instant in milliseconds since the epoch. */
  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Whether this clock reads the system clock unchanged. */
  get isSystem(): boolean {
    return this.offsetMs === 0;
  }
}
