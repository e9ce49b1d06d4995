import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const url = 'https://events.example.org/events/7/jazz-night/';

  it('builds the e-mail, Facebook and X addresses', () => {
    const links = shareLinks({ url, title: 'Jazz\nNight', descriptionHtml: `<p>${'a'.repeat(600)}</p>` });
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links.x).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Jazz%20Night`);
    const [subject, body] = links.email.replace('mailto:?subject=', '').split('&body=').map(decodeURIComponent);
    expect(subject).toBe('Jazz Night');
    // The description trimmed to 500 characters plus an ellipsis, then the page URL.
    expect(body).toBe(`${'a'.repeat(500)}…\n\n${url}`);
  });
});
