import { defineMessages, type NoMessageValues, type IntlShape } from '@formatjs/intl';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { type MailBlock, renderMailTemplate } from './mail-template.js';

/** A mail about the account itself: the subject and the plain text, and an HTML part when the mail has a button. */
export type AccountMail = { readonly subject: string; readonly text: string; readonly html?: string };

/**
 * The account mails' words (issue 31: in the recipient's language, English when they chose none). `{br}` breaks a
 * paragraph's line where the plain-text part has always broken it; the HTML part runs the lines together.
 */
const messages = defineMessages<{
  hello: NoMessageValues;
  ifItWasNotYou: { supportAddress: string };
  changedSubject: NoMessageValues;
  changedBody: { oldEmail: string; newEmail: string; br: string };
  changedNotYou: { supportAddress: string; br: string };
  confirmSubject: NoMessageValues;
  confirmChange: { email: string };
  confirmNew: { email: string };
  confirmLifetime: { lifetimeDays: number };
  confirmButton: NoMessageValues;
  inUseSubject: NoMessageValues;
  inUseBody: { email: string; br: string };
  takenSubject: NoMessageValues;
  takenBody: { email: string; br: string };
  takenReset: NoMessageValues;
  resetSubject: NoMessageValues;
  resetBody: { br: string };
  resetLifetime: NoMessageValues;
  resetButton: NoMessageValues;
}>({
  hello: { id: 'mail.account.hello', defaultMessage: 'Hello,' },
  ifItWasNotYou: { id: 'mail.account.ifItWasNotYou', defaultMessage: 'If it was not you, you can ignore this e-mail, or tell us at {supportAddress}.' },
  changedSubject: { id: 'mail.account.emailChanged.subject', defaultMessage: 'Your e-mail address was changed' },
  changedBody: {
    id: 'mail.account.emailChanged.body',
    defaultMessage: 'The e-mail address of your account was changed from {oldEmail} to {newEmail}.{br}Sign-in links and notices now go to the new address.',
  },
  changedNotYou: {
    id: 'mail.account.emailChanged.notYou',
    defaultMessage:
      'If you did not make this change, reset your password at the link below (it is mailed to the new address, so{br}write to {supportAddress} if you cannot reach it) and tell us at {supportAddress}.',
  },
  confirmSubject: { id: 'mail.account.confirmEmail.subject', defaultMessage: 'Confirm your e-mail address' },
  confirmChange: {
    id: 'mail.account.confirmEmail.change',
    defaultMessage:
      'You asked to change the e-mail address of your account to {email}. Open the link below to confirm it; until then your account keeps its current address.',
  },
  confirmNew: {
    id: 'mail.account.confirmEmail.new',
    defaultMessage: 'Please confirm {email} as the e-mail address of your new account by opening the link below.',
  },
  confirmLifetime: {
    id: 'mail.account.confirmEmail.lifetime',
    defaultMessage:
      'The link works once, within {lifetimeDays, plural, one {{lifetimeDays} day} other {{lifetimeDays} days}}. If you did not ask for this, you can ignore this e-mail.',
  },
  confirmButton: { id: 'mail.account.confirmEmail.button', defaultMessage: 'Confirm your e-mail address' },
  inUseSubject: { id: 'mail.account.addressInUse.subject', defaultMessage: 'Someone tried to use your e-mail address' },
  inUseBody: {
    id: 'mail.account.addressInUse.body',
    defaultMessage:
      'Someone asked to change the e-mail address of another account to {email}, which already belongs to your account.{br}Nothing was changed. If it was you, sign in to the account that has this address; if you forgot its password, reset it here:',
  },
  takenSubject: { id: 'mail.account.signUpWithTakenAddress.subject', defaultMessage: 'You already have an account' },
  takenBody: {
    id: 'mail.account.signUpWithTakenAddress.body',
    defaultMessage:
      'Someone tried to sign up with {email}, which already belongs to your account. No new account was made and nothing was changed.{br}If it was you, log in here:',
  },
  takenReset: { id: 'mail.account.signUpWithTakenAddress.reset', defaultMessage: 'If you forgot your password, reset it here:' },
  resetSubject: { id: 'mail.account.passwordReset.subject', defaultMessage: 'Password Reset E-mail' },
  resetBody: {
    id: 'mail.account.passwordReset.body',
    defaultMessage:
      "You're receiving this e-mail because you or someone else has requested a password reset for your account.{br}It can be safely ignored if you did not request a password reset. Click the link below to reset your password.",
  },
  resetLifetime: { id: 'mail.account.passwordReset.lifetime', defaultMessage: 'The link works once, within one hour.' },
  resetButton: { id: 'mail.account.passwordReset.button', defaultMessage: 'Reset your password' },
});

/** The line break of `{br}` (catalogues keep no line breaks of their own). */
const BR = '\n';

/** A paragraph of text, or a link on a line of its own (a button in the HTML part). */
type Part = string | { readonly link: string; readonly label: string };

/** The plain-text part: the paragraphs between blank lines, ending with a line break. */
function plainText(parts: readonly Part[]): string {
  return `${parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n')}\n`;
}

function textOnly(subject: string, parts: readonly Part[]): AccountMail {
  return { subject, text: plainText(parts) };
}

/** The mail with an HTML part too, made of the same paragraphs (renderMailTemplate's layout, the subject as its title). */
async function withHtml(subject: string, parts: readonly Part[]): Promise<AccountMail> {
  const blocks = parts.map(
    (part): MailBlock => (typeof part === 'string' ? { kind: 'paragraph', text: part.replace(/\n/g, ' ') } : { kind: 'button', label: part.label, url: part.link }),
  );
  const { html } = await renderMailTemplate({ title: subject, preview: '', blocks });
  return { subject, text: plainText(parts), html };
}

/**
 * The notice mailed to the old address when an account's e-mail changes (issue 12 item 7): if someone else did
 * it, the owner still hears of it at the address they know, with the way back in.
 */
export function emailChangedNotice(
  change: { oldEmail: string; newEmail: string; passwordResetLink: string; supportAddress: string },
  language: string | null = null,
): AccountMail {
  const intl = serverIntl(language);
  return textOnly(intl.formatMessage(messages.changedSubject), [
    intl.formatMessage(messages.hello),
    intl.formatMessage(messages.changedBody, { oldEmail: change.oldEmail, newEmail: change.newEmail, br: BR }),
    intl.formatMessage(messages.changedNotYou, { supportAddress: change.supportAddress, br: BR }),
    change.passwordResetLink,
  ]);
}

/**
 * The link that proves a mailbox (issue 25 N1): after registration it confirms the account's address; after an
 * e-mail change it makes the new address the account's. Until then the address verifies no claim.
 */
export function confirmEmailMail(
  confirmation: { email: string; link: string; change: boolean; lifetimeDays: number },
  language: string | null = null,
): Promise<AccountMail> {
  const intl = serverIntl(language);
  return withHtml(intl.formatMessage(messages.confirmSubject), [
    intl.formatMessage(messages.hello),
    intl.formatMessage(confirmation.change ? messages.confirmChange : messages.confirmNew, { email: confirmation.email }),
    { link: confirmation.link, label: intl.formatMessage(messages.confirmButton) },
    intl.formatMessage(messages.confirmLifetime, { lifetimeDays: confirmation.lifetimeDays }),
  ]);
}

/** The closing lines of a notice mailed to an address's owner about someone else's attempt. */
function ifItWasNotYou(intl: IntlShape, supportAddress: string): string {
  return intl.formatMessage(messages.ifItWasNotYou, { supportAddress });
}

/**
 * Mailed to the owner of an address another account asked to change to: the asker gets the same answer as for a
 * free address, so only the owner learns that someone tried.
 */
export function addressInUseNotice(notice: { email: string; passwordResetLink: string; supportAddress: string }, language: string | null = null): AccountMail {
  const intl = serverIntl(language);
  return textOnly(intl.formatMessage(messages.inUseSubject), [
    intl.formatMessage(messages.hello),
    intl.formatMessage(messages.inUseBody, { email: notice.email, br: BR }),
    notice.passwordResetLink,
    ifItWasNotYou(intl, notice.supportAddress),
  ]);
}

/**
 * Mailed to the owner of an address someone registered with (issue 25, turn 2 #7): registration answers the same as
 * for a free address, so only the owner learns that the address already has an account here.
 */
export function signUpWithTakenAddressNotice(
  notice: { email: string; loginLink: string; passwordResetLink: string; supportAddress: string },
  language: string | null = null,
): AccountMail {
  const intl = serverIntl(language);
  return textOnly(intl.formatMessage(messages.takenSubject), [
    intl.formatMessage(messages.hello),
    intl.formatMessage(messages.takenBody, { email: notice.email, br: BR }),
    notice.loginLink,
    intl.formatMessage(messages.takenReset),
    notice.passwordResetLink,
    ifItWasNotYou(intl, notice.supportAddress),
  ]);
}

/**
 * A single-use password reset link (valid for an hour, auth.service.ts), in both parts: the plain text as it has
 * always read, and an HTML part with the link as a button.
 */
export function passwordResetMail(link: string, language: string | null = null): Promise<AccountMail> {
  const intl = serverIntl(language);
  return withHtml(intl.formatMessage(messages.resetSubject), [
    intl.formatMessage(messages.hello),
    intl.formatMessage(messages.resetBody, { br: BR }),
    { link, label: intl.formatMessage(messages.resetButton) },
    intl.formatMessage(messages.resetLifetime),
  ]);
}
