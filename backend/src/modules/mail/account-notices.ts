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
