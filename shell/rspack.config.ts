import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InjectManifest } from '@aaroon/workbox-rspack-plugin';
import { rspack } from '@rspack/core';
import { frontendEndpoints } from '@events/contracts/frontend';
import { defineFederatedApp } from '@events/build-config/federated-app';
import { APP_MANIFEST_TEXT } from './src/app/app-manifest.ts';
import { REMOTE_ROUTES } from './src/app/remote-routes.ts';
import { SHELL_ROUTES } from './src/app/shell-page-routes.ts';
import { APP_WORKER_URL } from './src/service-worker/app-worker-protocol.ts';
import { offlineReadPatterns, queuedWritePatterns } from './src/service-worker/offline-reads.ts';

/** A colour of the design (a custom property of libs/ui's styles), so the installed app's frame matches its pages. */
function designColour(property: string): string {
  const styles = readFileSync(path.join(import.meta.dirname, '..', 'libs', 'ui', 'src', 'styles.css'), 'utf8');
  const value = new RegExp(`${property}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(styles)?.[1];
  if (value === undefined) throw new Error(`libs/ui/src/styles.css defines no ${property} colour`);
  return value;
}

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
  proxyPaths: ['/widget', '/remotes'],
  // The backend reads them to preload the remote of the address it serves, and to answer 404 for an address no
  // screen owns (the page then shows the shell's not-found screen).
  emitJson: { 'remote-routes.json': REMOTE_ROUTES, 'shell-routes.json': SHELL_ROUTES },
  appManifest: {
    manifest: { ...APP_MANIFEST_TEXT, theme_color: designColour('--color-primary'), background_color: designColour('--color-background') },
    iconSource: path.join(import.meta.dirname, 'src', 'assets', 'app-icon.svg'),
  },
});

/**
 * The app's service worker (src/service-worker/worker), built by Workbox with the list of this build's files to
 * precache. Left out: what only the backend reads (the route tables, boot assets, the federation manifest) and the
 * large icons the manifest names (the browser fetches those when it installs the app).
 */
function appWorker() {
  return new InjectManifest({
    swSrc: path.join(import.meta.dirname, 'src', 'service-worker', 'worker', 'service-worker.ts'),
    swDest: APP_WORKER_URL.slice(1),
    exclude: [/\.map$/, /^(boot-assets|remote-routes|shell-routes|mf-manifest|mf-stats)\.json$/, /^app-icon-(512|maskable-512)\.png$/],
    webpackCompilationPlugins: [
      new rspack.DefinePlugin({
        APP_WORKER_BUILD: JSON.stringify({
          readPatterns: offlineReadPatterns(),
          queuedWritePatterns: queuedWritePatterns(),
          registryPath: frontendEndpoints.remotes.path,
        }),
      }),
    ],
  });
}

/**
 * `SHELL_TRACKER=off` builds the shell without the page-view tracker: `npm run bench:analytics` weighs the shell's
 * JS before first paint with and without it. Every other build has the tracker.
 */
export default (env: Record<string, unknown>, argv: Parameters<typeof federatedApp>[1]) => {
  const config = federatedApp(env, argv);
  const tracker = new rspack.DefinePlugin({ SHELL_TRACKER: JSON.stringify(process.env.SHELL_TRACKER !== 'off') });
  const worker = config.mode === 'production' ? [appWorker()] : [];
  return { ...config, plugins: [...(config.plugins ?? []), tracker, ...worker] };
};
