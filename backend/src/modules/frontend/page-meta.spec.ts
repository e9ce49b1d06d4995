import { absoluteUrl, escapeHtml, jsonLdScriptContent, matchDetailPath, matchSluglessDetailPath, notFoundPageMeta, renderShellWithMeta, shellTitleOf, siteNameOf } from './page-meta.js';

describe('page meta', () => {
  it('matches detail addresses only', () => {
    expect(matchDetailPath('/events/12/jazz-night/')).toEqual({ kind: 'event', id: 12 });
    expect(matchDetailPath('/venues/3/x')).toEqual({ kind: 'venue', id: 3 });
    expect(matchDetailPath('/venues/3/')).toBeNull();
    expect(matchDetailPath('/events/')).toBeNull();
    expect(matchDetailPath('/events/api/v1/events/12/')).toBeNull();
    // The detail screen all the same, naming no item: "not found".
    expect(matchDetailPath('/events/0/x/')).toEqual({ kind: 'event', id: null });
    expect(matchDetailPath('/events/99999999999/x/')).toEqual({ kind: 'event', id: null });
    expect(matchDetailPath('/venues/abc/x/')).toEqual({ kind: 'venue', id: null });
    expect(matchDetailPath('/events/12/a/b/')).toBeNull();
  });

  it('matches detail addresses without their slug', () => {
    expect(matchSluglessDetailPath('/events/12/')).toEqual({ kind: 'event', id: 12 });
    expect(matchSluglessDetailPath('/venues/3')).toEqual({ kind: 'venue', id: 3 });
    expect(matchSluglessDetailPath('/venues/0/')).toEqual({ kind: 'venue', id: null });
    expect(matchSluglessDetailPath('/events/12/jazz-night/')).toBeNull();
    expect(matchSluglessDetailPath('/events/abc/')).toBeNull();
    expect(matchSluglessDetailPath('/events/')).toBeNull();
  });

  it('keeps JSON-LD inside its script element whatever the text holds', () => {
    const content = jsonLdScriptContent({ name: '</script><script>alert(1)</script> & <!-- \u2028 \u2029' });
    expect(content).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(content)).toEqual({ name: '</script><script>alert(1)</script> & <!-- \u2028 \u2029' });
  });

  it('escapes attribute text', () => {
    expect(escapeHtml(`"a" <b> & 'c'`)).toBe('&quot;a&quot; &lt;b&gt; &amp; &#39;c&#39;');
  });

  it('makes only http(s) addresses absolute', () => {
    expect(absoluteUrl('/media/a.jpg', 'https://x.example')).toBe('https://x.example/media/a.jpg');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://x.example')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl('javascript:alert(1)', 'https://x.example')).toBeNull();
    expect(absoluteUrl('', 'https://x.example')).toBeNull();
  });

  it('reads the site name from the shell title', () => {
    const shell = '<html><head><title>Berkshires &amp; Beyond: events and venues</title><meta name="description" content="Shell"></head><body></body></html>';
    expect(siteNameOf(shellTitleOf(shell))).toBe('Berkshires & Beyond');
  });

  it('replaces the title and description and adds the tags before </head>', () => {
    const shell = '<html><head><title>Site: x</title><meta name="description" content="Shell"><script src="/main.js"></script></head><body></body></html>';
    const html = renderShellWithMeta(
      shell,
      { title: 'A <b> | Site', description: 'D "q"', url: 'https://x.example/events/1/a/', type: 'website', image: null, jsonLd: { '@type': 'Event' }, noindex: false },
      'Site',
    );
    expect(html).toContain('<title>A &lt;b&gt; | Site</title>');
    expect(html).toContain('<meta name="description" content="D &quot;q&quot;">');
    expect(html).not.toContain('content="Shell"');
    expect(html).toContain('<meta property="og:url" content="https://x.example/events/1/a/">');
    expect(html).not.toContain('og:image');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script src="/main.js"></script>');
  });

  it('marks a missing page noindex without social tags', () => {
    const html = renderShellWithMeta('<html><head><title>Site</title></head><body></body></html>', notFoundPageMeta('Site'), 'Site');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('og:');
  });
});
