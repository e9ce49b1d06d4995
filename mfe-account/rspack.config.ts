import { defineFederatedApp } from '@events/build-config/federated-app';
import { REMOTE_SCREEN_PATHS_FILE } from '@events/contracts/remotes';
import { ACCOUNT_SCREEN_PATHS } from './src/app/account-screen-paths.ts';

export default defineFederatedApp({
  kind: 'remote',
  appDir: import.meta.dirname,
  // federationName('mfe-account') of @events/contracts/frontend: the name the shell loads it by.
  federationName: 'mfe_account',
  exposes: { './routes': './src/app/account-routes.tsx' },
  entry: './src/main.tsx',
  html: {
    title: 'Saved items and account: mfe-account remote (standalone development page)',
    description: 'Saved items and account, developed on their own.',
  },
  devPort: 4202,
  // The backend answers 404 for an address under /saved/ that none of these matches.
  emitJson: { [REMOTE_SCREEN_PATHS_FILE]: Object.values(ACCOUNT_SCREEN_PATHS) },
});
