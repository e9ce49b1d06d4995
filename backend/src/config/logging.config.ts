import { z } from 'zod';
import { defineConfigSlice } from './config-slice.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LoggingConfig = {
  readonly logLevel: LogLevel;
};

export const loggingConfig = defineConfigSlice({
  variables: {
    LOG_LEVEL: { schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }), default: 'info', description: `One of ${LOG_LEVELS.join(', ')}.` },
  },
  read: (values): LoggingConfig => ({ logLevel: values.LOG_LEVEL }),
});
