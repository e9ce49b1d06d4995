import { languageCookie } from '@events/api-client/language';
import type { Account, AccountUpdate } from '@events/contracts/account';
import { LANGUAGE_COOKIE, type Language } from '@events/contracts/languages';

/** Whether the typed address is another one than the account's (the server ignores a change of letter case). */
export function emailChanges(account: Pick<Account, 'email'>, email: string | undefined): boolean {
  return email !== undefined && email.trim().toLowerCase() !== account.email.toLowerCase();
}

/** The details form asks for the current password when the e-mail changes on an account that has one. */
export function needsCurrentPassword(account: Pick<Account, 'email' | 'hasPassword'>, email: string | undefined): boolean {
  return account.hasPassword && emailChanges(account, email);
}

/**
 * The PATCH body: the password goes along only when the server asks for it (a new e-mail), the language only when
 * it is another than the account's (issue 31).
 */
export function accountUpdateBody(account: Pick<Account, 'email' | 'hasPassword'> & Partial<Pick<Account, 'language'>>, values: AccountUpdate): AccountUpdate {
  const { password, language, ...details } = values;
  const body: AccountUpdate = language !== undefined && language !== (account.language ?? null) ? { ...details, language } : details;
  return needsCurrentPassword(account, values.email) ? { ...body, password: password ?? '' } : body;
}

/** Whether a save changed the account's language (issue 31): null (the browser's language) is a choice too. */
export function languageChanges(before: Pick<Account, 'language'>, after: Pick<Account, 'language'>): boolean {
  return (before.language ?? null) !== (after.language ?? null);
}

/**
 * The language cookie of a saved choice: the language itself, or none for the browser's language (the cookie would
 * otherwise keep an older choice once signed out).
 */
export function languageCookieOf(language: Language | null, secure: boolean): string {
  return language === null ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}` : languageCookie(language, secure);
}

/** After the account's language changed: the cookie follows it, and the page is shown again in it (same address). */
export function showLanguage(language: Language | null): void {
  document.cookie = languageCookieOf(language, window.location.protocol === 'https:');
  window.location.reload();
}
