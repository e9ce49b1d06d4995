import { calendarDescription, htmlToText, trimText } from './calendar-text.js';

describe('htmlToText', () => {
  it('keeps paragraphs, breaks and list items, drops tags and decodes entities', () => {
    const html = '<p><b>Live</b> jazz &amp; <i>blues</i></p><ul><li>Doors 6&nbsp;PM</li><li><a href="https://x.test">Tickets</a></li></ul><p>Line<br>break &lt;3 &#8212; &#x2603;</p>';
    expect(htmlToText(html)).toBe('Live jazz & blues\n\n• Doors 6 PM\n• Tickets\n\nLine\nbreak <3 — ☃');
  });

  it('drops scripts and their content', () => {
    expect(htmlToText('Hi<script>alert(1)</script> there')).toBe('Hi there');
  });
});

describe('calendarDescription', () => {
  const url = 'https://events.test/events/7/jazz-night/';

  it('adds the page URL after a blank line', () => {
    expect(calendarDescription('<p>Hello</p>', url)).toBe(`Hello\n\n${url}`);
    expect(calendarDescription('', url)).toBe(url);
  });

  it('trims the text to 500 characters plus an ellipsis', () => {
    const long = 'a'.repeat(600);
    expect(calendarDescription(long, url)).toBe(`${'a'.repeat(500)}…\n\n${url}`);
    expect(trimText('x'.repeat(500), 500)).toBe('x'.repeat(500));
    expect(trimText('😀'.repeat(3), 2)).toBe('😀😀…');
  });
});
