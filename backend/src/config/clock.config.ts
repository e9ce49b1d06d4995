import { z } from 'zod';
import { Clock } from '../common/clock/clock.js';
import { ConfigError } from './config-error.js';
import { defineConfigSlice } from './config-slice.js';

export type ClockConfig = {
  /**
   * Where the product's clock starts (it runs on from there at the real pace), for tests and demos that must see a
   * given hour or day; null reads the system clock. Production refuses a set value.
   */
  readonly clockAt: Date | null;
  /**
   * The system time at which the clock read `clockAt`; null: when the process made its clock. Processes given the
   * same pair agree on the product's time to the millisecond, however far apart they start (a run's servers, its
   * test workers and the commands they run).
   */
  readonly clockSetAt: Date | null;
};

const instantSchema = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be an ISO 8601 instant with its offset, e.g. 2027-03-14T23:55:00-04:00',
  });

export const clockConfig = defineConfigSlice({
  variables: {
    CLOCK_AT: {
      schema: instantSchema,
      whenUnset: '(unset: the system clock)',
      description:
        'Instant the product\'s clock starts at and runs on from (ISO 8601 with offset), for tests and demos of a given hour or day. Refused when NODE_ENV=production.',
    },
    CLOCK_SET_AT: {
      schema: instantSchema,
      whenUnset: '(unset: when the process starts)',
      description:
        'The system time (ISO 8601 with offset) at which the product\'s clock read CLOCK_AT, so processes started apart agree on the product\'s time (the end-to-end run sets it). Only with CLOCK_AT.',
    },
  },
  read: (values, env): ClockConfig => {
    if (values.CLOCK_AT !== undefined && env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: CLOCK_AT is for tests and demos; production (NODE_ENV=production) reads the system clock');
    }
    if (values.CLOCK_SET_AT !== undefined && values.CLOCK_AT === undefined) {
      throw new ConfigError('Invalid configuration: CLOCK_SET_AT says when the clock read CLOCK_AT; set CLOCK_AT too');
    }
    const at = (value: string | undefined) => (value === undefined ? null : new Date(value));
    return { clockAt: at(values.CLOCK_AT), clockSetAt: at(values.CLOCK_SET_AT) };
  },
});

/** The product's clock as configured: the system clock, or CLOCK_AT from CLOCK_SET_AT (else from now) on. */
export function configuredClock(config: ClockConfig): Clock {
  return new Clock(config.clockAt, config.clockSetAt?.getTime());
}
