import { renderMailTemplate } from './mail-template.js';

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
