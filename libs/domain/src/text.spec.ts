import { decodeEntities, htmlToText, shareDescription, SHARE_DESCRIPTION_MAX, singleLine, trimText } from './text.js';

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks, bullets list items and drops tags and attributes', () => {
    const html = '<p>Jazz <b>night</b> at <a href="https://x.example/?a=1&amp;b=2">the club</a>.</p><ul><li>Drinks</li><li>Dancing</li></ul><p>Line<br>two</p>';
    expect(htmlToText(html)).toBe('Jazz night at the club.\n\n• Drinks\n• Dancing\n\nLine\ntwo');
  });

  it('decodes entities and drops scripts, styles and comments with their content', () => {
    expect(htmlToText('Tom &amp; Jerry &#8211; &#x27;live&#x27;&nbsp;<script>alert(1)</script><style>p{}</style><!-- hidden -->')).toBe("Tom & Jerry – 'live'");
  });

  it('keeps a lone "<" that starts no tag', () => {
    expect(htmlToText('Ages 5 < 10 welcome')).toBe('Ages 5 < 10 welcome');
  });

  it('handles attributes holding ">"', () => {
    expect(htmlToText('<a title="a > b" href="#">Go</a>')).toBe('Go');
  });
});

describe('decodeEntities', () => {
  it('keeps unknown names and replaces invalid code points', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &lt;')).toBe('&unknown; \ufffd \ufffd <');
  });
});

describe('trimText', () => {
  it('keeps text within the limit and cuts longer text with an ellipsis', () => {
    expect(trimText('short', 10)).toBe('short');
    expect(trimText('abcdefghij', 10)).toBe('abcdefghij');
    expect(trimText('abcdefghijk', 10)).toBe('abcdefghij…');
    expect(trimText('abcd efghijk', 5)).toBe('abcd…');
  });

  it('counts code points, never cutting an emoji in half', () => {
    expect(trimText('🎷🎷🎷', 2)).toBe('🎷🎷…');
  });
});

describe('shareDescription', () => {
  const url = 'https://events.example.org/events/1/jazz/';

  it('is the text trimmed to 500 characters plus an ellipsis, then the page URL', () => {
    const long = `<p>${'x'.repeat(600)}</p>`;
    const result = shareDescription(long, url);
    expect(result).toBe(`${'x'.repeat(SHARE_DESCRIPTION_MAX)}…\n\n${url}`);
  });

  it('is only the URL without text, and only the text without URL', () => {
    expect(shareDescription('', url)).toBe(url);
    expect(shareDescription('<p>Hi</p>', '')).toBe('Hi');
  });
});

describe('singleLine', () => {
  it('collapses white space and new lines', () => {
    expect(singleLine('  a\n\n b\tc ')).toBe('a b c');
  });
});

// The DESCRIPTION of the calendar entries the backend writes (ICS exports, alert feeds) is shareDescription too.
describe('a calendar entry description', () => {
  const url = 'https://events.test/events/7/jazz-night/';

  it('keeps paragraphs, breaks and list items of a sanitised description, drops tags and decodes entities', () => {
    const html = '<p><b>Live</b> jazz &amp; <i>blues</i></p><ul><li>Doors 6&nbsp;PM</li><li><a href="https://x.test">Tickets</a></li></ul><p>Line<br>break &lt;3 &#8212; &#x2603;</p>';
    expect(htmlToText(html)).toBe('Live jazz & blues\n\n• Doors 6 PM\n• Tickets\n\nLine\nbreak <3 — ☃');
  });

  it('drops scripts and their content', () => {
    expect(htmlToText('Hi<script>alert(1)</script> there')).toBe('Hi there');
  });

  it('adds the page URL after a blank line', () => {
    expect(shareDescription('<p>Hello</p>', url)).toBe(`Hello\n\n${url}`);
    expect(shareDescription('', url)).toBe(url);
  });

  it('trims the text to 500 characters plus an ellipsis', () => {
    expect(shareDescription('a'.repeat(600), url)).toBe(`${'a'.repeat(500)}…\n\n${url}`);
    expect(trimText('x'.repeat(500), 500)).toBe('x'.repeat(500));
    expect(trimText('😀'.repeat(3), 2)).toBe('😀😀…');
  });
});
