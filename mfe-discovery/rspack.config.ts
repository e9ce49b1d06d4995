import { defineFederatedApp } from '@events/build-config/federated-app';

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
});
