import { rspack } from '@rspack/core';
import { defineFederatedApp } from '@events/build-config/federated-app';
import { REMOTE_ROUTES } from './src/app/remote-routes.ts';

const federatedApp = defineFederatedApp({
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

/**
 * `SHELL_TRACKER=off` builds the shell without the page-view tracker: `npm run bench:analytics` weighs the shell's
 * JS before first paint with and without it. Every other build has the tracker.
 */
export default (env: Record<string, unknown>, argv: Parameters<typeof federatedApp>[1]) => {
  const config = federatedApp(env, argv);
  const tracker = new rspack.DefinePlugin({ SHELL_TRACKER: JSON.stringify(process.env.SHELL_TRACKER !== 'off') });
  return { ...config, plugins: [...(config.plugins ?? []), tracker] };
};
