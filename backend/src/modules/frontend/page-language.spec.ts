import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config/project-paths.js';
import { renderShellInLanguage } from './page-language.js';
import { SHELL_TEXTS_EN } from './page-texts.js';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="${escape(SHELL_TEXTS_EN.description)}"><title>${escape(SHELL_TEXTS_EN.title)}</title></head><body><div id="root"></div></body></html>`;

describe('renderShellInLanguage', () => {
  it("puts the shell's own title and description, lang and og:locale in Spanish", () => {
    const html = renderShellInLanguage(SHELL, 'es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Berkshires &amp; Beyond: eventos y lugares en el oeste de Massachusetts</title>');
    expect(html).toMatch(/<meta name="description" content="Encuentre eventos y lugares[^"]*">/);
    expect(html).toContain('<meta property="og:locale" content="es_US"><meta property="og:locale:alternate" content="en_US"></head>');
  });

  it('keeps English pages as the shell wrote them, with their locale', () => {
    const html = renderShellInLanguage(SHELL, 'en');
    expect(html.replace('<meta property="og:locale" content="en_US"><meta property="og:locale:alternate" content="es_US">', '')).toBe(SHELL);
  });

  it("leaves a detail page's own title (the item's name) as it is", () => {
    const detail = SHELL.replace(/<title>[^<]*<\/title>/, '<title>Chili Cook-Off | Berkshires &amp; Beyond</title>');
    expect(renderShellInLanguage(detail, 'es')).toContain('<title>Chili Cook-Off | Berkshires &amp; Beyond</title>');
  });

  it("knows the shell's English title and description as its build writes them", () => {
    const config = readFileSync(path.join(REPO_ROOT, 'shell', 'rspack.config.ts'), 'utf8');
    expect(config).toContain(`title: '${SHELL_TEXTS_EN.title}'`);
    expect(config.replace(/'\s*\n\s*\+?\s*'/g, '')).toContain(SHELL_TEXTS_EN.description);
  });
});
