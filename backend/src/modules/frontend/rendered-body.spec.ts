import { renderShellWithBody, shellStylesheets } from './rendered-body.js';
import type { RenderedBody } from './page-renderer.js';

const SHELL =
  '<!doctype html><html><head><title>t</title><link href="/main.11111111.css" rel="stylesheet"></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

function body(stylesheets: string[]): RenderedBody {
  return { html: '<main>cards</main>', state: { cache: { queries: [] }, reads: [] }, stylesheets, canonicalUrl: null };
}

describe('a page rendered on the server', () => {
  it("names the shell page's own stylesheets", () => {
    expect(shellStylesheets(SHELL)).toEqual(['/main.11111111.css']);
  });

  it('carries each stylesheet text once, inline, every stylesheet still named by a disabled link', () => {
    const remote = ['http://x/remotes/mfe-discovery/a.22222222.css', 'http://x/remotes/mfe-discovery/b.22222222.css'];
    const texts = new Map([
      ['/main.11111111.css', 'main{}'],
      [remote[0] as string, 'same{}'],
      [remote[1] as string, 'same{}'],
    ]);
    const page = renderShellWithBody(SHELL, body(remote), texts);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style data-href="/main.11111111.css">main{}</style><link rel="stylesheet" href="/main.11111111.css" disabled>');
    expect(head.match(/same\{\}/g)).toHaveLength(1);
    for (const href of remote) expect(head).toContain(`<link rel="stylesheet" href="${href}" disabled>`);
    expect(page).toContain('<div id="root"><main>cards</main></div>');
    expect(page).not.toContain('needs JavaScript');
  });

  it('links a stylesheet whose text could not be read, for the browser to fetch', () => {
    const page = renderShellWithBody(SHELL, body(['http://x/remotes/mfe-discovery/c.33333333.css']), new Map());
    expect(page).toContain('<link rel="stylesheet" href="/main.11111111.css">');
    expect(page).toContain('<link rel="stylesheet" href="http://x/remotes/mfe-discovery/c.33333333.css">');
    expect(page).not.toContain('<style');
  });

  it('leaves a page without an empty root to the browser', () => {
    const other = SHELL.replace('<div id="root"></div>', '');
    expect(renderShellWithBody(other, body([]), new Map())).toBe(other);
  });
});
