import { readFile } from 'node:fs/promises';
import { fetchPublished } from './published-files.js';
import { builtFileOf, isHashedAsset } from './web-files.js';

/** The URL path of a stylesheet's href, absolute (a remote's) or a path (the shell's). */
const pathOf = (href: string): string => new URL(href, 'http://localhost').pathname;

/**
 * The text of the built stylesheets a page rendered on the server carries inline (rendered-body.ts), ready for a
 * `<style>` element, by the URL the page would link them with: read from this disk, or, for a remote published on a
 * trusted other origin (the only stylesheets a render names there: page-renderer.ts), fetched from it. A hashed file
 * never changes, so it is read once per instance; any other (a development build's) is read each time. A file that
 * cannot be read has no text: the page links it instead.
 */
export class PageStylesheets {
  private readonly kept = new Map<string, Promise<string | null>>();

  constructor(private readonly webRoot: string) {}

  /**
   * The file's text as a `<style>` element's content: `</style` would end the element early; in CSS it can only be
   * inside a string, where `<\/` reads the same.
   */
  private read(href: string, origin: string): Promise<string | null> {
    const url = new URL(href, origin);
    let text: Promise<string>;
    if (url.origin === origin) {
      const file = builtFileOf(this.webRoot, url.pathname);
      if (file === null) return Promise.resolve(null);
      text = readFile(file, 'utf8');
    } else {
      text = fetchPublished(url.href).then((response) => response.text());
    }
    return text.then(
      (css) => css.replaceAll('</style', '<\\/style'),
      () => null,
    );
  }

  private text(href: string, origin: string): Promise<string | null> {
    if (!isHashedAsset(pathOf(href))) return this.read(href, origin);
    let text = this.kept.get(href);
    if (text === undefined) {
      // A file not there yet (a deploy under way) is looked for again next time.
      text = this.read(href, origin).then((read) => {
        if (read === null) this.kept.delete(href);
        return read;
      });
      this.kept.set(href, text);
    }
    return text;
  }

  /** The texts of `hrefs` (paths or URLs, on the page's `origin` or a published remote's) that could be read, by href. */
  async texts(hrefs: readonly string[], origin: string): Promise<ReadonlyMap<string, string>> {
    const read = await Promise.all(hrefs.map(async (href) => [href, await this.text(href, origin)] as const));
    return new Map(read.filter((entry): entry is readonly [string, string] => entry[1] !== null));
  }
}
