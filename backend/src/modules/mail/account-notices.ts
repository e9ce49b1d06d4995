/**
 * The notice mailed to the old address when an account's e-mail changes (issue 12 item 7): if someone else did
 * it, the owner still hears of it at the address they know, with the way back in.
 */
export function emailChangedNotice(change: { oldEmail: string; newEmail: string; passwordResetLink: string; supportAddress: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: 'Your e-mail address was changed',
    text: [
      'Hello,',
      '',
      `The e-mail address of your account was changed from ${change.oldEmail} to ${change.newEmail}.`,
      'Sign-in links and notices now go to the new address.',
      '',
      'If you did not make this change, reset your password at the link below (it is mailed to the new address, so',
      `write to ${change.supportAddress} if you cannot reach it) and tell us at ${change.supportAddress}.`,
      '',
      change.passwordResetLink,
      '',
    ].join('\n'),
  };
}

/**
 * The link that proves a mailbox (issue 25 N1): after registration it confirms the account's address; after an
 * e-mail change it makes the new address the account's. Until then the address verifies no claim.
 */
export function confirmEmailMail(confirmation: { email: string; link: string; change: boolean; lifetimeDays: number }): { subject: string; text: string } {
  return {
    subject: 'Confirm your e-mail address',
    text: [
      'Hello,',
      '',
      confirmation.change
        ? `You asked to change the e-mail address of your account to ${confirmation.email}. Open the link below to confirm it; until then your account keeps its current address.`
        : `Please confirm ${confirmation.email} as the e-mail address of your new account by opening the link below.`,
      '',
      confirmation.link,
      '',
      `The link works once, within ${confirmation.lifetimeDays} days. If you did not ask for this, you can ignore this e-mail.`,
      '',
    ].join('\n'),
  };
}

/** The closing lines of a notice mailed to an address's owner about someone else's attempt. */
function ifItWasNotYou(supportAddress: string): string[] {
  return [`If it was not you, you can ignore this e-mail, or tell us at ${supportAddress}.`, ''];
}

/**
 * Mailed to the owner of an address another account asked to change to: the asker gets the same answer as for a
 * free address, so only the owner learns that someone tried.
 */
export function addressInUseNotice(notice: { email: string; passwordResetLink: string; supportAddress: string }): { subject: string; text: string } {
  return {
    subject: 'Someone tried to use your e-mail address',
    text: [
      'Hello,',
      '',
      `Someone asked to change the e-mail address of another account to ${notice.email}, which already belongs to your account.`,
      'Nothing was changed. If it was you, sign in to the account that has this address; if you forgot its password, reset it here:',
      '',
      notice.passwordResetLink,
      '',
      ...ifItWasNotYou(notice.supportAddress),
    ].join('\n'),
  };
}

/**
 * Mailed to the owner of an address someone registered with (issue 25, turn 2 #7): registration answers the same as
 * for a free address, so only the owner learns that the address already has an account here.
 */
export function signUpWithTakenAddressNotice(notice: { email: string; loginLink: string; passwordResetLink: string; supportAddress: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: 'You already have an account',
    text: [
      'Hello,',
      '',
      `Someone tried to sign up with ${notice.email}, which already belongs to your account. No new account was made and nothing was changed.`,
      'If it was you, log in here:',
      '',
      notice.loginLink,
      '',
      'If you forgot your password, reset it here:',
      '',
      notice.passwordResetLink,
      '',
      ...ifItWasNotYou(notice.supportAddress),
    ].join('\n'),
  };
}
