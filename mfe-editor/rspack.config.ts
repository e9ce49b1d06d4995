import { defineFederatedApp } from '@events/build-config/federated-app';

export default defineFederatedApp({
  kind: 'remote',
  appDir: import.meta.dirname,
  // federationName('mfe-editor') of @events/contracts/frontend: the name the shell loads it by.
  federationName: 'mfe_editor',
  exposes: { './routes': './src/app/editor-routes.tsx' },
  entry: './src/main.tsx',
  html: {
    title: 'Editor tools: mfe-editor remote (standalone development page)',
    description: 'Editor tools, developed on their own.',
  },
  devPort: 4204,
});
