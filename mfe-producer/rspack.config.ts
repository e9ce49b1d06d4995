import { defineFederatedApp } from '@events/build-config/federated-app';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import { PRODUCER_SCREEN_PATHS } from './src/app/producer-screen-paths.ts';

export default defineFederatedApp({
  kind: 'remote',
  appDir: import.meta.dirname,
  // federationName('mfe-producer') of @events/contracts/frontend: the name the shell loads it by.
  federationName: 'mfe_producer',
  exposes: { './routes': './src/app/producer-routes.tsx' },
  entry: './src/main.tsx',
  html: {
    title: 'Producer tools: mfe-producer remote (standalone development page)',
    description: 'Producer tools, developed on their own.',
  },
  devPort: 4203,
  // The backend answers 404 for an address under /manage/events/, /manage/venues/ or /account/widgets/ that none of these matches.
  emitJson: { [REMOTE_SCREEN_PATHS_FILE]: Object.values(PRODUCER_SCREEN_PATHS) },
});
