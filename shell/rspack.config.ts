import { defineFederatedApp } from '@events/build-config/federated-app';
import { REMOTE_ROUTES } from './src/app/remote-routes.ts';

export default defineFederatedApp({
  kind: 'host',
  appDir: import.meta.dirname,
  federationName: 'shell',
  entry: './src/main.tsx',
  html: {
    title: 'Berkshires & Beyond: events and venues in western Massachusetts',
    description:
      'Find events and venues in western Massachusetts and neighbouring towns in Vermont, New York and Connecticut: search by place, date, category, price and age group.',
  },
  devPort: 4200,
  proxyPaths: ['/events/api', '/health', '/widget', '/remotes'],
  // The backend reads it to preload the remote of the address it serves.
  emitJson: { 'remote-routes.json': REMOTE_ROUTES },
});
