import { identityFromProfile } from './social-providers.service.js';

describe('identityFromProfile', () => {
  it('reads OpenID Connect claims, trusting the e-mail only when verified (boolean or Apple\'s "true")', () => {
    expect(identityFromProfile('google', { sub: 'g-1', email: 'a@x.org', email_verified: true, given_name: 'Ann', family_name: 'Lee' })).toEqual({
      provider: 'google',
      subject: 'g-1',
      email: 'a@x.org',
      emailVerified: true,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(identityFromProfile('apple', { sub: 'a-1', email: 'b@x.org', email_verified: 'true' })?.emailVerified).toBe(true);
    expect(identityFromProfile('google', { sub: 'g-2', email: 'c@x.org', email_verified: false })?.emailVerified).toBe(false);
    expect(identityFromProfile('google', { sub: 'g-3' })).toMatchObject({ email: null, emailVerified: false });
    expect(identityFromProfile('google', { email: 'no-subject@x.org' })).toBeUndefined();
  });

  it("reads Twitter's {data: {id, name, confirmed_email}} and Facebook's {id, email, first_name, last_name}", () => {
    expect(identityFromProfile('twitter', { data: { id: '42', name: 'Tia Maria Wren', username: 'tia', confirmed_email: 't@x.org' } })).toEqual({
      provider: 'twitter',
      subject: '42',
      email: 't@x.org',
      emailVerified: true,
      firstName: 'Tia',
      lastName: 'Maria Wren',
    });
    expect(identityFromProfile('twitter', { data: { id: '43', name: 'No Mail' } })).toMatchObject({ email: null, emailVerified: false });
    expect(identityFromProfile('facebook', { id: 10001, email: 'f@x.org', first_name: 'Fay', last_name: 'Book' })).toEqual({
      provider: 'facebook',
      subject: '10001',
      email: 'f@x.org',
      emailVerified: true,
      firstName: 'Fay',
      lastName: 'Book',
    });
  });
});
