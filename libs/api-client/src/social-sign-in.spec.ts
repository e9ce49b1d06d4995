import { socialErrorMessage, socialSignInHref } from './social-sign-in.js';

describe('socialSignInHref', () => {
  it('signs in and comes back to next', () => {
    expect(socialSignInHref('google', '/events/?a=1')).toBe('/auth/google/login/?next=%2Fevents%2F%3Fa%3D1');
  });

  it('links the provider to the signed-in account with process=connect', () => {
    expect(socialSignInHref('apple', '/account/', { connect: true })).toBe('/auth/apple/login/?process=connect&next=%2Faccount%2F');
  });
});

describe('socialErrorMessage', () => {
  it('explains a known code, falls back to the general failure, and says nothing without a code', () => {
    expect(socialErrorMessage('already_linked')).toBe('That sign-in is already linked to another account.');
    expect(socialErrorMessage('something-new')).toMatch(/^Signing in with that provider did not work/);
    expect(socialErrorMessage(null)).toBeNull();
  });
});
