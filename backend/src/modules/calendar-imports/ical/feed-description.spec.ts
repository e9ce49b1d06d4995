import ICAL from 'ical.js';
import { descriptionHtmlOf, plainTextToHtml } from './feed-description.js';

const event = (...lines: string[]) => new ICAL.Component(ICAL.parse(['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n')));

describe('plainTextToHtml', () => {
  it('makes paragraphs of blank-line blocks and line breaks of single ones, escaping markup and leaving addresses as text', () => {
    expect(plainTextToHtml('Doors at 7 & music at 8.\r\nAges 21+ <ID needed>\n\n\n  Tickets: https://example.org/t?a=1&b=2  \n')).toBe(
      '<p>Doors at 7 &amp; music at 8.<br>Ages 21+ &lt;ID needed&gt;</p><p>Tickets: https://example.org/t?a=1&amp;b=2</p>',
    );
    expect(plainTextToHtml(' \n ')).toBe('');
  });
});

describe('descriptionHtmlOf', () => {
  it('turns a plain DESCRIPTION into sanitised paragraphs', () => {
    expect(descriptionHtmlOf(event('DESCRIPTION:Bring a chair.\\nFree\\, all ages.\\n\\nRain date: Sunday.'))).toBe('<p>Bring a chair.<br />Free, all ages.</p><p>Rain date: Sunday.</p>');
  });

  it("reads Google's HTML DESCRIPTION as HTML, through the allow-list", () => {
    expect(descriptionHtmlOf(event('DESCRIPTION:<b>Free</b> entry<br><span style="color:red">Bar open</span><script>alert(1)</script> <a href="javascript:x()">x</a>'))).toBe(
      '<b>Free</b> entry<br />Bar open <a rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("prefers Outlook's X-ALT-DESC HTML (text escapes undone), falling back to DESCRIPTION when it is empty", () => {
    expect(descriptionHtmlOf(event('DESCRIPTION:Plain', 'X-ALT-DESC;FMTTYPE=text/html:<html><body><p>Rich\\, <i>really</i></p>\\n</body></html>'))).toBe('<p>Rich, <i>really</i></p>');
    expect(descriptionHtmlOf(event('DESCRIPTION:Plain', 'X-ALT-DESC;FMTTYPE=text/html:<html><head><title>x</title></head><body> </body></html>'))).toBe('<p>Plain</p>');
    expect(descriptionHtmlOf(event('DESCRIPTION:Plain', 'X-ALT-DESC;FMTTYPE=text/plain:Other'))).toBe('<p>Plain</p>');
  });

  it("is '' without a description", () => {
    expect(descriptionHtmlOf(event('SUMMARY:x'))).toBe('');
    expect(descriptionHtmlOf(event('DESCRIPTION:\\n'))).toBe('');
  });
});
