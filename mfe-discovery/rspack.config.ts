import { defineFederatedApp } from '@events/build-config/federated-app';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import { DISCOVERY_SCREEN_PATHS } from './src/app/discovery-screen-paths.ts';

export default defineFederatedApp({
  kind: 'remote',
  appDir: import.meta.dirname,
  // federationName('mfe-discovery') of @events/contracts/frontend: the name the shell loads it by.
  federationName: 'mfe_discovery',
  exposes: { './routes': './src/app/discovery-routes.tsx' },
  entry: './src/main.tsx',
  html: {
    title: 'Events and venues: discovery remote (standalone development page)',
    description: 'Events and venues lists, developed on their own.',
  },
  devPort: 4201,
  // The backend answers 404 for an address under /events/ or /venues/ that none of these matches.
  emitJson: { [REMOTE_SCREEN_PATHS_FILE]: Object.values(DISCOVERY_SCREEN_PATHS) },
});
