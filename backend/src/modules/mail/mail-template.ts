import { compileMailLayout, type MailLayout, type MailShape } from './mail-layout.js';
import { escapeHtml } from '../../common/text/escape-html.js';

/** One block of a mail's body; the HTML part (MJML) and the plain-text part are both made from the same blocks. */
export type MailBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'button'; readonly label: string; readonly url: string }
  /** A listed thing (an event, a venue): its title linked, then short lines under it. */
  | { readonly kind: 'item'; readonly title: string; readonly url: string; readonly lines: readonly string[] }
  /** Small print (why you get this mail, how to stop it); `url` makes the text a link. */
  | { readonly kind: 'small'; readonly text: string; readonly url?: string };

export type MailTemplate = {
  /** The mail's title: the heading of the HTML part and its <title>. */
  readonly title: string;
  /** The preview line mail clients show beside the subject. */
  readonly preview: string;
  readonly blocks: readonly MailBlock[];
};

export type RenderedMail = { readonly html: string; readonly text: string };

const TEXT = 'font-family="Helvetica, Arial, sans-serif" color="#1f2933" font-size="15px" line-height="22px"';

/** How a block is drawn: its kind, except that MJML draws a button without a link as a paragraph. */
type Shape = MailBlock['kind'] | 'linklessButton';

const button: MailShape = ([url, label]) => `<mj-button href="${url}" background-color="#1d4ed8" color="#ffffff" align="left">${label}</mj-button>`;

/** The MJML of each shape of block around its slots (HTML: escaped text, or markup made of escaped text). */
const SHAPES: Readonly<Record<Shape, MailShape>> = {
  heading: ([text]) => `<mj-text ${TEXT} font-size="18px" font-weight="bold">${text}</mj-text>`,
  paragraph: ([text]) => `<mj-text ${TEXT}>${text}</mj-text>`,
  button,
  linklessButton: ([, label]) => button(['', label ?? '']),
  item: ([url, title, lines]) => `<mj-text ${TEXT}><a href="${url}" style="color:#1d4ed8;font-weight:bold">${title}</a>${lines}</mj-text>`,
  small: ([body]) => `<mj-text font-family="Helvetica, Arial, sans-serif" color="#4b5563" font-size="12px">${body}</mj-text>`,
};

function shapeOf(block: MailBlock): Shape {
  return block.kind === 'button' && block.url === '' ? 'linklessButton' : block.kind;
}

/** The values of a block's slots, escaped. */
function slotsOf(block: MailBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [escapeHtml(block.text)];
    case 'button':
      return [escapeHtml(block.url), escapeHtml(block.label)];
    case 'item':
      return [escapeHtml(block.url), escapeHtml(block.title), block.lines.map((line) => `<br />${escapeHtml(line)}`).join('')];
    case 'small': {
      const text = escapeHtml(block.text);
      return [block.url ? `<a href="${escapeHtml(block.url)}" style="color:#4b5563">${text}</a>` : text];
    }
  }
}

/** The mail's MJML document: `title` and `preview` are escaped text, `body` the blocks' MJML. */
function mailMjml(title: string, preview: string, body: string): string {
  return `<mjml>
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preview}</mj-preview>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text ${TEXT} font-size="22px" font-weight="bold">${title}</mj-text>
        ${body}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** A mail's MJML document, as MJML renders it to the HTML part. */
export function templateMjml(template: MailTemplate): string {
  const body = template.blocks.map((block) => SHAPES[shapeOf(block)](slotsOf(block))).join('\n');
  return mailMjml(escapeHtml(template.title), escapeHtml(template.preview), body);
}

/** MJML's HTML of a document. */
export async function mjmlToHtml(source: string): Promise<string> {
  // Loaded on the first mail, not at start-up: MJML and its HTML tooling are large and most requests send none.
  const { default: mjml2html } = await import('mjml');
  // The blocks' MJML is fixed by this file (values are escaped text), so validating every mail finds nothing new and
  // with minifying costs most of a render; a digest run renders thousands.
  const { html, errors } = await mjml2html(source, { validationLevel: 'skip', minify: false, beautify: false });
  if (errors.length > 0) throw new Error(`Mail template is not valid MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

const AWKWARD = `Tom & Jerry <live> "at" O'Neil's \u00b7 Caf\u00e9`;

/** What the compiled layout is checked on: every shape, with markup, quotes and empty values. */
const SAMPLE: readonly MailBlock[] = [
  { kind: 'heading', text: AWKWARD },
  { kind: 'paragraph', text: '' },
  { kind: 'paragraph', text: 'Two\nlines,  two spaces' },
  { kind: 'heading', text: ' edges ' },
  { kind: 'button', label: AWKWARD, url: 'https://example.org/events/?q=a&b="c"' },
  { kind: 'button', label: '', url: '' },
  { kind: 'item', title: AWKWARD, url: 'https://example.org/events/1/?a=1&b=2', lines: [AWKWARD, 'Fri, Dec 4'] },
  { kind: 'item', title: '', url: '', lines: [] },
  { kind: 'small', text: AWKWARD, url: 'https://example.org/u/a,b/' },
  { kind: 'small', text: '' },
];

const layoutBlock = (block: MailBlock) => ({ shape: shapeOf(block), slots: slotsOf(block) });

let layout: Promise<MailLayout<Shape>> | undefined;

/** The layout, compiled by MJML once per process (on the first mail). */
function mailLayout(): Promise<MailLayout<Shape>> {
  layout ??= compileMailLayout({ document: mailMjml, shapes: SHAPES, render: mjmlToHtml, sample: SAMPLE.map(layoutBlock) }).catch((error: unknown) => {
    layout = undefined;
    throw error;
  });
  return layout;
}

/**
 * Loads MJML and compiles the layout ahead of the first mail. The production entry calls it once it is listening: it
 * costs about a second of CPU, which the first mail's request (a password reset, a staff test mail) would otherwise
 * wait for.
 */
export async function warmMailRenderer(): Promise<void> {
  await mailLayout();
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase();
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'item':
      return [block.title, ...block.lines, block.url].join('\n');
    case 'small':
      return block.url ? `${block.text}: ${block.url}` : block.text;
  }
}

/**
 * A mail's HTML part, what MJML makes of templateMjml (tables and inline styles that common mail clients display),
 * and its plain-text part from the same blocks, so the two never say different things. The HTML is filled into the
 * layout MJML rendered once (mail-layout.ts): compiling MJML per mail cost most of a digest run.
 */
export async function renderMailTemplate(template: MailTemplate): Promise<RenderedMail> {
  const html = await (await mailLayout()).fill(
    escapeHtml(template.title),
    escapeHtml(template.preview),
    template.blocks.map(layoutBlock),
  );
  const text = [template.title, '', ...template.blocks.map(blockText).flatMap((part) => [part, ''])].join('\n');
  return { html, text };
}
