import { z } from 'zod';
import { defineConfigSlice } from './config-slice.js';
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
  variables: {
    PORT: { schema: portSchema, default: '3000', description: 'HTTP port.' },
    HOST: { schema: z.string().regex(/^[^\s/]+$/, 'must be a host name or an IP address'), default: '0.0.0.0', description: 'Interface to listen on.' },
    SHUTDOWN_GRACE_SECONDS: {
      schema: secondsSchema,
      default: '10',
      description: 'On SIGTERM, seconds requests under way (uploads) may finish before their connections are closed.',
    },
  },
  read: (values): ServerConfig => ({ port: values.PORT, host: values.HOST, shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS }),
});
