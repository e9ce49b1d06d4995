import { SAVED_PATHS } from '@events/contracts/saved';

/**
 * What the installed app is called and where its icon's shortcuts lead (issue 32). Data only, like remote-routes.ts:
 * the shell's build writes it into manifest.webmanifest with the design's colours and the icons it makes.
 */
export const APP_MANIFEST_TEXT = {
  name: 'Berkshires & Beyond: events and venues',
  short_name: 'Berkshires',
  description: 'Events and venues in western Massachusetts and the neighbouring towns of Vermont, New York and Connecticut.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  shortcuts: [
    { name: 'Events', url: '/events/' },
    { name: 'Venues', url: '/venues/' },
    { name: 'Saved events', url: SAVED_PATHS.eventsPage },
  ],
} as const;
