import accepts from 'accepts';
import type { IncomingMessage } from 'node:http';
import { isFileName } from './web-files.js';

/**
 * Whether an unmatched GET gets the shell's page rather than the JSON 404. A screen route answers HTML unless the
 * client prefers JSON explicitly (application/json first, or with a higher q): browsers list text/html, while
 * curl and link-preview fetchers send a wildcard Accept or none at all and must see the page with its meta tags
 * and JSON-LD. A name with a file extension gets the page only when HTML is asked for by name, so a script, style
 * or image request (wildcard Accept) for a missing asset sees a 404 rather than a page it cannot parse.
 */
export function wantsShellPage(req: Pick<IncomingMessage, 'headers'>, pathname: string): boolean {
  const offered = isFileName(pathname) ? ['json', 'html'] : ['html', 'json'];
  return accepts(req as IncomingMessage).type(offered) === 'html';
}
