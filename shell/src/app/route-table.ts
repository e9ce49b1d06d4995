import type { RemoteName } from '@events/contracts/frontend';
import { matchRoutes } from '@events/router';
import { REMOTE_ROUTES } from './remote-routes';
import { SHELL_ROUTES, type ShellPage } from './shell-page-routes';

/** Addresses a table's answers are kept for: more than a server renders in a few seconds, few enough to stay small. */
const KEPT_ANSWERS = 512;

/**
 * What `table` answers for a pathname: its last route's value, or null. matchRoutes flattens and ranks the table on
 * every call (a tenth of a server render's time went there), so answers are kept by pathname, all dropped when full.
 */
function routeLookup<T>(table: readonly { readonly path: string; readonly value: T }[]): (pathname: string) => T | null {
  const objects = table.map((route) => ({ path: route.path }));
  const valueOf = new Map(objects.map((object, i) => [object, table[i]?.value]));
  const answers = new Map<string, T | null>();
  return (pathname) => {
    const kept = answers.get(pathname);
    if (kept !== undefined) return kept;
    const match = matchRoutes(objects, pathname)?.at(-1);
    const answer = (match && valueOf.get(match.route)) ?? null;
    if (answers.size >= KEPT_ANSWERS) answers.clear();
    answers.set(pathname, answer);
    return answer;
  };
}

/** The shell's own page for `pathname`, or null when a remote (or the not-found page) answers it. */
export const shellPageForPath: (pathname: string) => ShellPage | null = routeLookup(SHELL_ROUTES.map((route) => ({ path: route.path, value: route.page })));

/** The remote that renders `pathname`, or null when no remote owns it (the shell's not-found page). */
export const remoteForPath: (pathname: string) => RemoteName | null = routeLookup(REMOTE_ROUTES.map((route) => ({ path: route.path, value: route.remote })));
