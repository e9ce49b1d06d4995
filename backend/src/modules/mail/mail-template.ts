
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

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const TEXT = 'font-family="Helvetica, Arial, sans-serif" color="#1f2933" font-size="15px" line-height="22px"';

function blockMjml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<mj-text ${TEXT} font-size="18px" font-weight="bold">${escapeHtml(block.text)}</mj-text>`;
    case 'paragraph':
      return `<mj-text ${TEXT}>${escapeHtml(block.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="${escapeHtml(block.url)}" background-color="#1d4ed8" color="#ffffff" align="left">${escapeHtml(block.label)}</mj-button>`;
    case 'item': {
      const lines = block.lines.map((line) => `<br />${escapeHtml(line)}`).join('');
      return `<mj-text ${TEXT}><a href="${escapeHtml(block.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(block.title)}</a>${lines}</mj-text>`;
    }
    case 'small': {
      const text = escapeHtml(block.text);
      const body = block.url ? `<a href="${escapeHtml(block.url)}" style="color:#4b5563">${text}</a>` : text;
      return `<mj-text font-family="Helvetica, Arial, sans-serif" color="#4b5563" font-size="12px">${body}</mj-text>`;
    }
  }
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
 * Renders a mail's HTML part with MJML (tables and inline styles that common mail clients display) and its
 * plain-text part from the same blocks, so the two never say different things.
 */
export async function renderMailTemplate(template: MailTemplate): Promise<RenderedMail> {
  const body = template.blocks.map(blockMjml).join('\n');
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(template.title)}</mj-title>
    <mj-preview>${escapeHtml(template.preview)}</mj-preview>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text ${TEXT} font-size="22px" font-weight="bold">${escapeHtml(template.title)}</mj-text>
        ${body}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // Loaded on the first mail, not at start-up: MJML and its HTML tooling are large and most requests send none.
  const { default: mjml2html } = await import('mjml');
  // The blocks' MJML is fixed by this file (values are escaped text), so validating every mail finds nothing new and
  // with minifying costs most of a render; a digest run renders thousands.
  const { html, errors } = await mjml2html(source, { validationLevel: 'skip', minify: false, beautify: false });
  if (errors.length > 0) throw new Error(`Mail template is not valid MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  const text = [template.title, '', ...template.blocks.map(blockText).flatMap((part) => [part, ''])].join('\n');
  return { html, text };
}
