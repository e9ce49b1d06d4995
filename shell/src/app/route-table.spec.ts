import { describe, expect, it } from '@jest/globals';
import { remoteForPath, shellPageForPath } from './route-table';

describe('route table', () => {
  it('answers the shell’s own account and terms pages before any remote', () => {
    expect(shellPageForPath('/auth/login/')).toBe('login');
    expect(shellPageForPath('/auth/logout/')).toBe('logout');
    expect(shellPageForPath('/register/')).toBe('register');
    expect(shellPageForPath('/account/password_reset/')).toBe('password-reset');
    expect(shellPageForPath('/account/password_reset/confirm/')).toBe('password-reset-confirm');
    expect(shellPageForPath('/account/confirm_email/')).toBe('confirm-email');
    expect(shellPageForPath('/terms-of-use/')).toBe('terms-of-use');
    expect(shellPageForPath('/account/')).toBeNull();
    expect(remoteForPath('/account/')).toBe('mfe-account');
    expect(remoteForPath('/manage/events/add/')).toBe('mfe-producer');
  });

  it('hands the venue forms to the producer remote and claim moderation to the editor remote', () => {
    for (const path of ['/manage/venues/', '/manage/venues/add/', '/manage/venues/suggest/', '/manage/venues/edit/12/']) {
      expect(remoteForPath(path)).toBe('mfe-producer');
    }
    expect(remoteForPath('/manage/venues/claims/')).toBe('mfe-editor');
  });

  it('answers an address the same however many others were asked in between', () => {
    expect(remoteForPath('/events/12/jazz-night/')).toBe('mfe-discovery');
    expect(shellPageForPath('/events/12/jazz-night/')).toBeNull();
    // More addresses than the tables keep answers for: the kept ones are dropped and worked out again.
    for (let id = 0; id < 600; id++) expect(remoteForPath(`/venues/${id}/venue-${id}/`)).toBe('mfe-discovery');
    expect(remoteForPath('/events/12/jazz-night/')).toBe('mfe-discovery');
    expect(remoteForPath('/no-such-screen/')).toBeNull();
    expect(remoteForPath('/no-such-screen/')).toBeNull();
    expect(shellPageForPath('/auth/login/')).toBe('login');
  });
});
