import { readFile } from 'node:fs/promises';
import { builtFileOf, isHashedAsset } from './web-files.js';

/** The URL path of a stylesheet's href, absolute (a remote's) or a path (the shell's). */
const pathOf = (href: string): string => new URL(href, 'http://localhost').pathname;

/**
 * The text of the built stylesheets a page rendered on the server carries inline (rendered-body.ts), ready for a
 * `<style>` element, by the URL the page would link them with. A hashed file never changes, so it is read once per
 * instance; any other (a development build's) is read each time. A file that cannot be read has no text: the page
 * links it instead.
 */
export class PageStylesheets {
  private readonly kept = new Map<string, Promise<string | null>>();

  constructor(private readonly webRoot: string) {}

  /**
   * The file's text as a `<style>` element's content: `</style` would end the element early; in CSS it can only be
   * inside a string, where `<\/` reads the same.
   */
  private read(href: string): Promise<string | null> {
    const file = builtFileOf(this.webRoot, pathOf(href));
    if (file === null) return Promise.resolve(null);
    return readFile(file, 'utf8').then(
      (text) => text.replaceAll('</style', '<\\/style'),
      () => null,
    );
  }

  private text(href: string): Promise<string | null> {
    if (!isHashedAsset(pathOf(href))) return this.read(href);
    let text = this.kept.get(href);
    if (text === undefined) {
      // A file not there yet (a deploy under way) is looked for again next time.
      text = this.read(href).then((read) => {
        if (read === null) this.kept.delete(href);
        return read;
      });
      this.kept.set(href, text);
    }
    return text;
  }

  /** The texts of `hrefs` that could be read, by href. */
  async texts(hrefs: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const read = await Promise.all(hrefs.map(async (href) => [href, await this.text(href)] as const));
    return new Map(read.filter((entry): entry is readonly [string, string] => entry[1] !== null));
  }
}
