import path from 'node:path';
import type { MessageDefinitionsOptions } from './message-definitions-loader.ts';

/**
 * The two loaders of the messages (issue 31), for every build that bundles a front end's code with its catalogues (the
 * federated apps, the widget's hydration and server builds): each catalogue compiled to ICU ASTs, each definition's
 * English to its AST, and both keyed by the same short ids (message-ids.ts). A build with one and not the other would
 * look its catalogue's messages up by ids they do not have.
 */
export const CATALOGUE_RULE = {
  test: /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2,3}(?:-[A-Za-z0-9]+)*\.json$/,
  loader: path.join(import.meta.dirname, 'catalogue-loader.ts'),
  type: 'javascript/auto',
} as const;

/** The app's message definitions (its own and libs/ui's), for the app whose folder is `appDir`. */
export function messageDefinitionsRule(appDir: string) {
  const options: MessageDefinitionsOptions = { appCatalogue: path.join(appDir, 'src', 'i18n', 'messages') };
  return {
    test: /\.tsx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    enforce: 'pre',
    loader: path.join(import.meta.dirname, 'message-definitions-loader.ts'),
    options,
  } as const;
}
