import { PAGE_STATE_ELEMENT_ID } from '@events/contracts/page-render';

/** The Accept header of a browser asking for a page (the frontend module answers it with the shell's HTML). */
export const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** The markup inside `<div id="root">` of a page: empty when the browser is left to render it. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start === -1) throw new Error('the page has no #root');
  const body = html.slice(start + '<div id="root">'.length);
  return body.startsWith('</div>') ? '' : body.slice(0, body.lastIndexOf(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">`));
}
