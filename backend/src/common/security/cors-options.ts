import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { AppConfig } from '../../config/app-config.js';
import { LIST_EXPOSED_HEADERS } from '../http/list-response.js';

/**
 * CORS limited to CORS_ORIGINS, with credentials. Registered before every route and static file, so
 * it covers the API and `/remotes/` files alike. Another origin gets no CORS headers at all.
 */
export function corsOptions(config: Pick<AppConfig, 'corsOrigins'>): CorsOptions {
  const allowed = new Set(config.corsOrigins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    exposedHeaders: [...LIST_EXPOSED_HEADERS],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRFToken', 'X-Requested-With'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  };
}
