import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { defineConfigSlice, envVar } from './config-slice.js';

export type ClockConfig = {
  /**
   * Where the product's clock starts (it runs on from there at the real pace), for tests and demos that must see a
   * given hour or day; null reads the system clock. Production refuses a set value.
   */
  readonly clockAt: Date | null;
};

const instantSchema = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be an ISO 8601 instant with its offset, e.g. 2027-03-14T23:55:00-04:00',
  });

export const clockConfig = defineConfigSlice({
  variables: [
    {
      name: 'CLOCK_AT',
      default: '(unset: the system clock)',
      description:
        'Instant the product\'s clock starts at and runs on from (ISO 8601 with offset), for tests and demos of a given hour or day. Refused when NODE_ENV=production.',
    },
  ],
  shape: {
    CLOCK_AT: envVar(instantSchema),
  },
  read: (values, env): ClockConfig => {
    if (values.CLOCK_AT !== undefined && env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration: CLOCK_AT is for tests and demos; production (NODE_ENV=production) reads the system clock');
    }
    return { clockAt: values.CLOCK_AT === undefined ? null : new Date(values.CLOCK_AT) };
  },
});
