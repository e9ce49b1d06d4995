import { mjmlToHtml, renderMailTemplate, templateMjml } from './mail-template.js';

describe('renderMailTemplate', () => {
  const template = {
    title: 'New events for "Jazz <Northampton>"',
    preview: '2 new events',
    blocks: [
      { kind: 'paragraph', text: 'Two events match your search.' },
      { kind: 'item', title: 'Late Jazz', url: 'https://example.org/events/1/', lines: ['Fri, Dec 4, 8:00 PM', 'Iron Horse · 1.2 mi'] },
      { kind: 'button', label: 'Open the search', url: 'https://example.org/events/?q=jazz&a=1' },
      { kind: 'small', text: 'Unsubscribe', url: 'https://example.org/u/abc/' },
    ],
  } as const;

  it('writes an HTML part with the blocks, escaped, and links intact', async () => {
    const { html } = await renderMailTemplate(template);
    expect(html).toContain('New events for &quot;Jazz &lt;Northampton&gt;&quot;');
    expect(html).toContain('href="https://example.org/events/1/"');
    expect(html).toContain('href="https://example.org/events/?q=jazz&amp;a=1"');
    expect(html).not.toContain('<Northampton>');
  });

  it('writes a plain-text part saying the same things', async () => {
    const { text } = await renderMailTemplate(template);
    expect(text).toContain('Two events match your search.');
    expect(text).toContain('Late Jazz\nFri, Dec 4, 8:00 PM\nIron Horse · 1.2 mi\nhttps://example.org/events/1/');
    expect(text).toContain('Open the search: https://example.org/events/?q=jazz&a=1');
    expect(text).toContain('Unsubscribe: https://example.org/u/abc/');
  });
});

describe('renderMailTemplate HTML part', () => {
  const blocks = [
    { kind: 'heading', text: 'Jazz & "Blues" <Northampton>' },
    { kind: 'item', title: "O'Neil's night", url: 'https://example.org/events/1/?a=1&b=2', lines: ['Fri, Dec 4', 'Caf\u00e9 \u00b7 2 mi'] },
    { kind: 'item', title: 'No lines', url: 'https://example.org/events/2/', lines: [] },
    { kind: 'paragraph', text: 'And 3 more' },
    { kind: 'button', label: 'Open the search', url: 'https://example.org/events/?q=jazz&a=1' },
    { kind: 'small', text: 'Turn off', url: 'https://example.org/u/abc/' },
    { kind: 'small', text: 'Questions? help@example.org' },
  ] as const;

  it.each([
    ['every kind of block', { title: 'New events', preview: 'Jazz, Blues', blocks }],
    ['no button', { title: 'New events', preview: 'Jazz', blocks: blocks.filter((block) => block.kind !== 'button') }],
    ['no blocks, no preview', { title: 'Nothing', preview: '', blocks: [] }],
    ['values with white space at the ends', { title: ' Padded ', preview: 'p', blocks: [{ kind: 'heading', text: ' x ' }] }],
  ] as const)('is what MJML makes of the template (%s)', async (_, template) => {
    const { html } = await renderMailTemplate(template);
    expect(html).toBe(await mjmlToHtml(templateMjml(template)));
  });
});
