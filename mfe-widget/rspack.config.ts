import { defineFederatedApp } from '@events/build-config/federated-app';

export default defineFederatedApp({
  kind: 'standalone',
  appDir: import.meta.dirname,
  federationName: 'mfe_widget',
  exposes: { './widget-app': './src/app/widget-app.tsx' },
  entry: './src/main.tsx',
  html: {
    title: 'Events calendar',
    description: 'An embeddable calendar of events in western Massachusetts and neighbouring towns.',
  },
  devPort: 4205,
  // The backend serves this page at /widget/{widgetId}/ and its files under /remotes/mfe-widget/.
  publicPath: '/remotes/mfe-widget/',
});
