import type { Account, AccountUpdate } from '@events/contracts/account';

/** The hint under the details form's password field, shown when the e-mail is being changed. */
export const EMAIL_CHANGE_PASSWORD_HINT = 'Enter your current password to change your e-mail address.';

/** Whether the typed address is another one than the account's (the server ignores a change of letter case). */
export function emailChanges(account: Pick<Account, 'email'>, email: string | undefined): boolean {
  return email !== undefined && email.trim().toLowerCase() !== account.email.toLowerCase();
}

/** The details form asks for the current password when the e-mail changes on an account that has one. */
export function needsCurrentPassword(account: Pick<Account, 'email' | 'hasPassword'>, email: string | undefined): boolean {
  return account.hasPassword && emailChanges(account, email);
}

/** The PATCH body: the password goes along only when the server asks for it (a new e-mail). */
export function accountUpdateBody(account: Pick<Account, 'email' | 'hasPassword'>, values: AccountUpdate): AccountUpdate {
  const { password, ...details } = values;
  return needsCurrentPassword(account, values.email) ? { ...details, password: password ?? '' } : details;
}
