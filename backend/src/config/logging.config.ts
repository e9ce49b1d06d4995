import { z } from 'zod';
import { defineConfigSlice, envVar } from './config-slice.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LoggingConfig = {
  readonly logLevel: LogLevel;
};

export const loggingConfig = defineConfigSlice({
  variables: [{ name: 'LOG_LEVEL', default: 'info', description: `One of ${LOG_LEVELS.join(', ')}.` }],
  shape: { LOG_LEVEL: envVar(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })) },
  read: (values): LoggingConfig => ({ logLevel: values.LOG_LEVEL ?? 'info' }),
});
