import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdSenseUnit, adsenseScriptUrl } from './adsense-unit';

describe('AdSenseUnit', () => {
  it("renders Google's responsive unit, labelled for screen readers", () => {
    const html = renderToStaticMarkup(createElement(AdSenseUnit, { client: 'ca-pub-1234567890123456', slot: '9876543210' }));
    expect(html).toContain('aria-label="Advertisement"');
    expect(html).toContain(
      '<ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-1234567890123456" data-ad-slot="9876543210" data-ad-format="auto" data-full-width-responsive="true"></ins>',
    );
  });

  it("loads Google's script for the publisher", () => {
    expect(adsenseScriptUrl('ca-pub-1234567890123456')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
    );
  });
});
