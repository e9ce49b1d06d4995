/**
 * The addresses this remote's screens answer, data only: discovery-routes.tsx routes them, and the build writes them
 * to its REMOTE_SCREEN_PATHS_FILE, from which the backend answers 404 for any other address under `/events/` and
 * `/venues/` (the remote's not-found screen).
 */
export const DISCOVERY_SCREEN_PATHS = {
  home: '/',
  events: '/events/',
  event: '/events/:id/:slug/',
  venues: '/venues/',
  venue: '/venues/:id/:slug/',
} as const;
