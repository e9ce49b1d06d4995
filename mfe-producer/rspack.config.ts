import { defineFederatedApp } from '@events/build-config/federated-app';

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
});
