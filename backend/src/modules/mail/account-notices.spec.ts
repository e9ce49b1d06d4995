import { addressInUseNotice, confirmEmailMail, emailChangedNotice, passwordResetMail, signUpWithTakenAddressNotice } from './account-notices.js';

const SUPPORT = 'help@example.org';
const RESET = 'https://example.org/account/password_reset/';

/** The account mails read in English as they always have (their text parts byte for byte), and in Spanish for a Spanish reader. */
describe('account mails', () => {
  it('keeps the English text of every notice', async () => {
    expect(emailChangedNotice({ oldEmail: 'a@example.org', newEmail: 'b@example.org', passwordResetLink: RESET, supportAddress: SUPPORT })).toEqual({
      subject: 'Your e-mail address was changed',
      text: [
        'Hello,',
        '',
        'The e-mail address of your account was changed from a@example.org to b@example.org.',
        'Sign-in links and notices now go to the new address.',
        '',
        'If you did not make this change, reset your password at the link below (it is mailed to the new address, so',
        `write to ${SUPPORT} if you cannot reach it) and tell us at ${SUPPORT}.`,
        '',
        RESET,
        '',
      ].join('\n'),
    });
    expect(addressInUseNotice({ email: 'b@example.org', passwordResetLink: RESET, supportAddress: SUPPORT }).text).toBe(
      [
        'Hello,',
        '',
        'Someone asked to change the e-mail address of another account to b@example.org, which already belongs to your account.',
        'Nothing was changed. If it was you, sign in to the account that has this address; if you forgot its password, reset it here:',
        '',
        RESET,
        '',
        `If it was not you, you can ignore this e-mail, or tell us at ${SUPPORT}.`,
        '',
      ].join('\n'),
    );
    const taken = signUpWithTakenAddressNotice({ email: 'b@example.org', loginLink: 'https://example.org/login/', passwordResetLink: RESET, supportAddress: SUPPORT });
    expect(taken.subject).toBe('You already have an account');
    expect(taken.text).toBe(
      [
        'Hello,',
        '',
        'Someone tried to sign up with b@example.org, which already belongs to your account. No new account was made and nothing was changed.',
        'If it was you, log in here:',
        '',
        'https://example.org/login/',
        '',
        'If you forgot your password, reset it here:',
        '',
        RESET,
        '',
        `If it was not you, you can ignore this e-mail, or tell us at ${SUPPORT}.`,
        '',
      ].join('\n'),
    );
    const confirm = await confirmEmailMail({ email: 'b@example.org', link: 'https://example.org/c/?token=x', change: false, lifetimeDays: 3 });
    expect(confirm.subject).toBe('Confirm your e-mail address');
    expect(confirm.text).toBe(
      [
        'Hello,',
        '',
        'Please confirm b@example.org as the e-mail address of your new account by opening the link below.',
        '',
        'https://example.org/c/?token=x',
        '',
        'The link works once, within 3 days. If you did not ask for this, you can ignore this e-mail.',
        '',
      ].join('\n'),
    );
    expect(confirm.html).toContain('href="https://example.org/c/?token=x"');
  });

  it('writes a Spanish reader a Spanish reset mail, in both parts', async () => {
    const mail = await passwordResetMail('https://example.org/r/?token=x', 'es');
    expect(mail.subject).toBe('Restablecimiento de contraseña');
    expect(mail.text).toContain('Hola:\n\nRecibe este correo porque usted u otra persona solicitó restablecer la contraseña de su cuenta.\nSi usted no lo solicitó');
    expect(mail.html).toContain('Restablecer contraseña');
    expect(mail.html).toContain('href="https://example.org/r/?token=x"');
  });

  it('reads English for a language the product does not speak', async () => {
    expect((await passwordResetMail('https://example.org/r/', 'xx')).subject).toBe('Password Reset E-mail');
  });
});
