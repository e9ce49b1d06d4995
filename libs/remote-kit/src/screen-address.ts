import { matchRoutes } from '@events/router';

/**
 * Whether `address` (a link, its query and fragment included or not) opens one of `screenPaths`, a remote's screen
 * paths, as its <Routes> match them: what a remote's spec asks of every link the contracts give to its screens.
 */
export function isScreenAddress(screenPaths: Readonly<Record<string, string>>, address: string): boolean {
  const { pathname } = new URL(address, 'http://localhost');
  return matchRoutes(Object.values(screenPaths).map((path) => ({ path })), pathname) !== null;
}
