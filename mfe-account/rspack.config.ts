import { defineFederatedApp } from '@events/build-config/federated-app';

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
});
