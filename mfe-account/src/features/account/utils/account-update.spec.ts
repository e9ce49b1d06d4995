import { describe, expect, it } from '@jest/globals';
import { accountUpdateBody, emailChanges, languageChanges, languageCookieOf, needsCurrentPassword } from './account-update';

const ACCOUNT = { email: 'Ann@example.org', hasPassword: true };

describe('the current password of the account details form (issue 12 item 7)', () => {
  it('is asked for when the e-mail changes, not for a change of letter case or another field', () => {
    expect(needsCurrentPassword(ACCOUNT, 'ann@example.org')).toBe(false);
    expect(needsCurrentPassword(ACCOUNT, ' Ann@example.org ')).toBe(false);
    expect(needsCurrentPassword(ACCOUNT, 'ann.new@example.org')).toBe(true);
    expect(needsCurrentPassword(ACCOUNT, undefined)).toBe(false);
    expect(emailChanges(ACCOUNT, 'x@example.org')).toBe(true);
  });

  it('is never asked of an account without a password (social sign-in)', () => {
    expect(needsCurrentPassword({ ...ACCOUNT, hasPassword: false }, 'ann.new@example.org')).toBe(false);
  });

  it('goes in the body only with a new e-mail', () => {
    const values = { first_name: 'Ann', email: 'Ann@example.org', distance_units: 'km' as const, password: 'typed earlier' };
    expect(accountUpdateBody(ACCOUNT, values)).toEqual({ first_name: 'Ann', email: 'Ann@example.org', distance_units: 'km' });
    expect(accountUpdateBody(ACCOUNT, { ...values, email: 'ann.new@example.org' })).toEqual({ ...values, email: 'ann.new@example.org' });
    expect(accountUpdateBody(ACCOUNT, { email: 'ann.new@example.org' })).toEqual({ email: 'ann.new@example.org', password: '' });
  });
});

describe('the language of the account (issue 31)', () => {
  it('goes in the body only when it is another than the account\'s', () => {
    expect(accountUpdateBody({ ...ACCOUNT, language: null }, { first_name: 'Ann', language: null })).toEqual({ first_name: 'Ann' });
    expect(accountUpdateBody({ ...ACCOUNT, language: null }, { first_name: 'Ann', language: 'es' })).toEqual({ first_name: 'Ann', language: 'es' });
    expect(accountUpdateBody({ ...ACCOUNT, language: 'es' }, { language: null })).toEqual({ language: null });
  });

  it('changes when the saved choice differs, null included', () => {
    expect(languageChanges({ language: null }, { language: 'es' })).toBe(true);
    expect(languageChanges({ language: 'es' }, { language: null })).toBe(true);
    expect(languageChanges({ language: 'es' }, { language: 'es' })).toBe(false);
    expect(languageChanges({ language: null }, { language: null })).toBe(false);
  });

  it('sets the language cookie to the choice, or clears it for the browser language', () => {
    expect(languageCookieOf('es', true)).toBe('language=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookieOf(null, false)).toBe('language=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
