import { z } from 'zod';
import { defineConfigSlice, envVar } from './config-slice.js';
import { secondsSchema } from './config-values.js';

const PORT_MESSAGE = 'must be an integer between 1 and 65535';
const portSchema = z
  .string()
  .regex(/^\d+$/, PORT_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, PORT_MESSAGE);

/** Where the HTTP server listens. */
export type ServerConfig = {
  readonly port: number;
  readonly host: string;
  /** On stop, how long requests under way (a slow upload) may go on before their connections are closed. */
  readonly shutdownGraceSeconds: number;
};

export const serverConfig = defineConfigSlice({
  variables: [
    { name: 'PORT', default: '3000', description: 'HTTP port.' },
    { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
    {
      name: 'SHUTDOWN_GRACE_SECONDS',
      default: '10',
      description: 'On SIGTERM, seconds requests under way (uploads) may finish before their connections are closed.',
    },
  ],
  shape: {
    PORT: envVar(portSchema),
    HOST: envVar(z.string().regex(/^[^\s/]+$/, 'must be a host name or an IP address')),
    SHUTDOWN_GRACE_SECONDS: envVar(secondsSchema),
  },
  read: (values): ServerConfig => ({ port: values.PORT ?? 3000, host: values.HOST ?? '0.0.0.0', shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS ?? 10 }),
});
