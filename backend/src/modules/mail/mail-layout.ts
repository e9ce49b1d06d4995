/**
 * A mail layout compiled once: MJML renders the mail document with the blocks' values replaced by marker words, and
 * the HTML around the blocks and each shape's HTML are kept as text with holes. A mail is then its values put into
 * the holes: the HTML MJML would make of the same document, without parsing it. The HTML around the blocks depends
 * on which shapes a mail has (a button's font is imported in the head), so it is compiled for each set of shapes
 * when first needed. This holds as long as MJML copies the values as they are and renders each block of the column
 * on its own (it trims each element's text, so values with white space at either end go through MJML), which
 * compiling checks on a sample of blocks with awkward values before the layout is used.
 */

/** A block's MJML from its slots' values (escaped HTML). */
export type MailShape = (slots: readonly string[]) => string;

export type MailLayoutBlock<K extends string> = { readonly shape: K; readonly slots: readonly string[] };

export type MailLayout<K extends string> = {
  /** The document's HTML: `title`, `preview` and the slots are escaped HTML, as the MJML document takes them. */
  fill(title: string, preview: string, blocks: readonly MailLayoutBlock<K>[]): Promise<string>;
};

export type MailLayoutSource<K extends string> = {
  /** The MJML document of escaped `title` and `preview` around the blocks' MJML. */
  readonly document: (title: string, preview: string, body: string) => string;
  readonly shapes: Readonly<Record<K, MailShape>>;
  /** MJML's HTML of a document. */
  readonly render: (source: string) => Promise<string>;
  /** Blocks with awkward values (markup, quotes, empty values) that the compiled layout must render as MJML does. */
  readonly sample: readonly MailLayoutBlock<K>[];
};

/** Text with holes: literal parts, and the numbers of the values that go between them. */
type Holed = readonly (string | number)[];

/** Marker words: letters and digits only, so no step of MJML changes them. */
const TITLE = 'mailtitlemarkerq';
const PREVIEW = 'mailpreviewmarkerq';
const slotMarker = (index: number): string => `mailslot${index}markerq`;
const SLOTS_PER_SHAPE = 3;

function holed(text: string, markers: readonly string[]): Holed {
  const parts: (string | number)[] = [];
  const pattern = new RegExp(markers.join('|'), 'g');
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), markers.indexOf(match[0]));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

function filled(parts: Holed, values: readonly string[]): string {
  let out = '';
  for (const part of parts) out += typeof part === 'number' ? (values[part] ?? '') : part;
  return out;
}

const edgeSpace = (value: string): boolean => /^\s|\s$/.test(value);

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

export async function compileMailLayout<K extends string>(source: MailLayoutSource<K>): Promise<MailLayout<K>> {
  const kinds = Object.keys(source.shapes) as K[];
  const markers = Array.from({ length: SLOTS_PER_SHAPE }, (_, index) => slotMarker(index));
  const documentOf = (title: string, preview: string, blocks: readonly MailLayoutBlock<K>[]): string =>
    source.document(title, preview, blocks.map((block) => source.shapes[block.shape](block.slots)).join('\n'));
  const marked = (shapes: readonly K[]): MailLayoutBlock<K>[] => shapes.map((shape) => ({ shape, slots: markers }));
  // Each shape's HTML is what one more block of it adds to a document that has every shape; all must add it at the
  // same place, before the same end of the document.
  const base = await source.render(documentOf(TITLE, PREVIEW, marked(kinds)));
  const added = await Promise.all(kinds.map((kind) => source.render(documentOf(TITLE, PREVIEW, marked([...kinds, kind])))));
  const at = commonPrefixLength(base, added[0] ?? '');
  const tail = base.slice(at);
  const fragments = new Map<K, Holed>();
  kinds.forEach((kind, index) => {
    const html = added[index] ?? '';
    if (commonPrefixLength(base, html) !== at || !html.endsWith(tail)) throw new Error(`Mail layout: a ${kind} block does not render on its own`);
    fragments.set(kind, holed(html.slice(at, html.length - tail.length), markers));
  });
  const foot = holed(tail, [TITLE, PREVIEW]);
  const fragmentOf = (block: MailLayoutBlock<K>): string => filled(fragments.get(block.shape) ?? [], block.slots);

  /**
   * The HTML before the blocks of a mail with these shapes, and with or without a title and a preview (MJML leaves
   * out what is empty): the document with one block of each, less its blocks.
   */
  const headOf = async (shapes: readonly K[], title: string, preview: string): Promise<Holed> => {
    const html = await source.render(documentOf(title, preview, marked(shapes)));
    const after = marked(shapes).map(fragmentOf).join('') + tail;
    if (!html.endsWith(after)) throw new Error('Mail layout: the blocks do not render on their own');
    return holed(html.slice(0, html.length - after.length), [TITLE, PREVIEW]);
  };
  const heads = new Map<string, Promise<Holed>>();
  const layout: MailLayout<K> = {
    async fill(title, preview, blocks) {
      // MJML trims each element's text, so a value starting or ending with white space is rendered by MJML itself.
      if (edgeSpace(title) || edgeSpace(preview) || blocks.some((block) => block.slots.some(edgeSpace))) {
        return source.render(documentOf(title, preview, blocks));
      }
      const shapes = kinds.filter((kind) => blocks.some((block) => block.shape === kind));
      const key = `${shapes.join(',')}/${title === '' ? '' : 't'}${preview === '' ? '' : 'p'}`;
      let head = heads.get(key);
      if (head === undefined) {
        head = headOf(shapes, title === '' ? '' : TITLE, preview === '' ? '' : PREVIEW);
        heads.set(key, head);
        head.catch(() => heads.delete(key));
      }
      return filled(await head, [title, preview]) + blocks.map(fragmentOf).join('') + filled(foot, [title, preview]);
    },
  };
  // The whole sample, then each block alone (a mail of one shape has its own head), then no title nor preview.
  const checks: [string, string, readonly MailLayoutBlock<K>[]][] = [
    ['A &quot;title&quot; &amp; more', '&lt;2&gt; new', source.sample],
    ...source.sample.map((block): [string, string, readonly MailLayoutBlock<K>[]] => ['Title', 'Preview', [block]]),
    ['', '', source.sample],
  ];
  for (const [title, preview, sample] of checks) {
    if ((await layout.fill(title, preview, sample)) !== (await source.render(documentOf(title, preview, sample)))) {
      throw new Error('Mail layout: filling the layout does not give what MJML renders');
    }
  }
  return layout;
}
