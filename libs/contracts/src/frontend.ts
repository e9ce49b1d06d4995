import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { REMOTE_NAMES } from './remotes.js';

export { federationName, REMOTE_NAMES, type RemoteName } from './remotes.js';

/** GET /events/api/v1/frontend/remotes: remote name -> mf-manifest.json URL, filtered by the caller's roles. */
export const remoteRegistrySchema = z.object({
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.string().url()),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/**
 * The shell's remote registry and the files for search engines (the widget page is the widgets module's). The
 * shell's page for screen routes and the built files are not API endpoints: the frontend module's file routes serve them to anyone,
 * outside the controllers' router and guard (no session is read for a static file).
 */
const frontend = endpointGroup({ tag: 'foundation', access: PUBLIC });

export const frontendEndpoints = {
  remotes: frontend.get('/events/api/v1/frontend/remotes/', {
    summary: 'Micro-frontend registry for this visitor (remote name -> mf-manifest.json URL)',
    response: remoteRegistrySchema,
    responseDescription: 'The remotes to register.',
    // Filtered by the caller's roles.
    cache: 'private',
  }),
  sitemap: frontend.get('/sitemap.xml', {
    summary: 'Sitemap of the venues and upcoming events, for search engines',
    responseKind: 'application/xml',
    responseDescription: 'A sitemaps.org urlset.',
  }),
  robots: frontend.get('/robots.txt', {
    summary: 'Robots rules pointing at the sitemap',
    responseKind: 'text/plain',
    responseDescription: 'robots.txt.',
  }),
} as const;
