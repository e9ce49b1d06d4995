import { claimReceivedMail, claimRejectedMail, claimVerifiedMail } from './claim-mails.js';

const CONTEXT = { venueName: 'Colonial Theatre', origin: 'https://example.org', supportAddress: 'help@example.org', onlineBilling: true };

describe('claim mails', () => {
  it('keep their English wording for a claimant who chose no language', async () => {
    const mail = await claimReceivedMail(CONTEXT, false);
    expect(mail.subject).toBe('Your claim of Colonial Theatre');
    expect(mail.text).toContain('You claimed Colonial Theatre. An editor will check your claim shortly; we will write to you when it is verified.');
    expect(mail.text).toContain('Once your claim is verified: To activate your producer tools, choose a plan');
    expect((await claimVerifiedMail({ ...CONTEXT, venueName: null })).subject).toBe('Your claim of your venue is verified');
  });

  it('are Spanish for a Spanish claimant, the venue name and the editor notes as written', async () => {
    const received = await claimReceivedMail({ ...CONTEXT, language: 'es' }, true);
    expect(received.subject).toBe('Su solicitud de reclamo de Colonial Theatre');
    expect(received.text).toContain('Usted reclamó Colonial Theatre. Su dirección de correo electrónico coincide con la del lugar');
    expect(received.html).toContain('Su suscripción');
    const rejected = await claimRejectedMail({ ...CONTEXT, language: 'es', onlineBilling: false }, 'Not the owner.');
    expect(rejected.subject).toBe('No se aceptó su solicitud de reclamo de Colonial Theatre');
    expect(rejected.text).toContain('Not the owner.');
    expect(rejected.text).toContain('¿Preguntas? Escriba a help@example.org.');
  });
});
