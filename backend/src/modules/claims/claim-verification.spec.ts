import { verificationMatch } from './claim-verification.js';

describe('verificationMatch', () => {
  it("matches the venue's own e-mail address, whatever its case", () => {
    expect(verificationMatch('Box@Mahaiwe.org', { website: '', email: 'box@mahaiwe.org' })).toBe('venue_email');
  });

  it("matches an e-mail domain that is the website's host or a subdomain of it", () => {
    expect(verificationMatch('ann@mahaiwe.org', { website: 'https://www.mahaiwe.org/visit', email: '' })).toBe('website_domain');
    expect(verificationMatch('ann@mail.mahaiwe.org', { website: 'mahaiwe.org', email: '' })).toBe('website_domain');
  });

  it('leaves anything else for an editor', () => {
    expect(verificationMatch('ann@gmail.com', { website: 'https://www.mahaiwe.org', email: 'box@mahaiwe.org' })).toBeUndefined();
    expect(verificationMatch('ann@notmahaiwe.org', { website: 'https://mahaiwe.org', email: '' })).toBeUndefined();
    expect(verificationMatch('ann@localhost', { website: 'http://localhost', email: '' })).toBeUndefined();
    expect(verificationMatch('ann@example.org', { website: 'not a url at all', email: '' })).toBeUndefined();
  });

  it("never counts a free or throwaway mail provider's domain as the venue's, even when its website is on it", () => {
    expect(verificationMatch('mallory@gmail.com', { website: 'https://gmail.com/venue', email: '' })).toBeUndefined();
    expect(verificationMatch('mallory@mailinator.com', { website: 'mailinator.com', email: '' })).toBeUndefined();
    expect(verificationMatch('mallory@yahoo.com', { website: 'https://www.yahoo.com', email: '' })).toBeUndefined();
  });

  it("still matches a venue's own free-mail address exactly: that mailbox is the venue's", () => {
    expect(verificationMatch('bearbrewing@gmail.com', { website: '', email: 'BearBrewing@gmail.com' })).toBe('venue_email');
  });
});
