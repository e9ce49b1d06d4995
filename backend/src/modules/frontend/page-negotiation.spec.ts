import { wantsShellPage } from './page-negotiation.js';

const ask = (accept: string | undefined, pathname = '/events/12/jazz-night/') =>
  wantsShellPage({ headers: accept === undefined ? {} : { accept } }, pathname);

describe('wantsShellPage', () => {
  it('gives a screen route the page for a browser, */*, no Accept and a text/html preference', () => {
    expect(ask('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(ask('*/*')).toBe(true);
    expect(ask(undefined)).toBe(true);
    expect(ask('text/*')).toBe(true);
    expect(ask('text/html, application/json')).toBe(true);
    expect(ask('application/json;q=0.5, text/html')).toBe(true);
  });

  it('gives JSON only to an explicit JSON preference, and nothing HTML to a client that takes neither', () => {
    expect(ask('application/json')).toBe(false);
    expect(ask('application/json, text/html')).toBe(false);
    expect(ask('application/json, text/plain, */*')).toBe(false);
    expect(ask('text/html;q=0.5, application/json')).toBe(false);
    expect(ask('image/png')).toBe(false);
  });

  it('gives a missing file the page only when HTML is asked for by name', () => {
    expect(ask('*/*', '/static/js/main.0123abcd.js')).toBe(false);
    expect(ask(undefined, '/favicon.ico')).toBe(false);
    expect(ask('text/html', '/old-page.html')).toBe(true);
  });
});
