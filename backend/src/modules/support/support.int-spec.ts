import request from 'supertest';
import { SUPPORT_MESSAGE_MAX } from '@events/contracts/support';
import { outboxRawMails } from '../../testing/mail-outbox.js';
import { signInWithRole } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { SupportModule } from './support.module.js';

const CONTACT = '/events/api/v1/support/contact/';

describe('support contact form: mail to SUPPORT_EMAIL, rate limited per account and address (real PostgreSQL)', () => {
  const t = useTestApp({
    modules: [SupportModule, AuthModule, ProducersModule],
    config: {
      mail: { supportAddress: 'help@example.org' },
      support: { contactRateLimit: 2, contactAddressRateLimit: 3, contactRateWindowSeconds: 3600 },
      trustProxy: true,
    },
  });

  const signedIn = async (email: string, firstName = 'Pat'): Promise<string> => (await signInWithRole(t, email, 'user', { firstName })).key;

  const contact = (key: string, body: unknown, ip = '203.0.113.7') =>
    request(t.server).post(CONTACT).set('Authorization', `Bearer ${key}`).set('X-Forwarded-For', ip).send(body as object);

  const mails = (): Promise<string[]> => outboxRawMails(t.outboxDir);

  it('mails the message to SUPPORT_EMAIL with reply-to the sender and says where the reply goes', async () => {
    const key = await signedIn('contact.one@example.org');
    const res = await contact(key, { name: 'Pat Producer', email: 'pat@venue.example.org', message: 'How do I add a second venue?\nThanks!' }).expect(200);
    expect(res.body).toEqual({ detail: 'Your message has been sent. We will reply to pat@venue.example.org.' });
    const [mail] = await mails();
    expect(mail).toMatch(/^To: help@example.org$/m);
    expect(mail).toMatch(/^Reply-To: Pat Producer <pat@venue.example.org>$/m);
    expect(mail).toMatch(/^Subject: Contact form: Pat Producer$/m);
    expect(mail).toContain('How do I add a second venue?');
    expect(mail).toContain('Account: contact.one');
  });

  it('refuses bad input in the spec wording (400) and anonymous callers (403), mailing nothing', async () => {
    const key = await signedIn('contact.bad@example.org');
    const before = (await mails()).length;
    expect((await contact(key, {}).expect(400)).body).toEqual({ name: ['This field is required.'], email: ['This field is required.'] });
    expect((await contact(key, { name: '  ', email: 'not-an-address' }).expect(400)).body).toEqual({
      name: ['This field is required.'],
      email: ['Enter a valid email address.'],
    });
    expect((await contact(key, { name: 'x'.repeat(1025), email: 'a@example.org', message: 'y'.repeat(SUPPORT_MESSAGE_MAX + 1) }).expect(400)).body).toEqual({
      name: ['This field is limited to 1024 characters.'],
      message: [`This field is limited to ${SUPPORT_MESSAGE_MAX} characters.`],
    });
    await request(t.server).post(CONTACT).send({ name: 'Anon', email: 'anon@example.org' }).expect(403);
    expect((await mails()).length).toBe(before);
  });

  it('answers 429 with Retry-After and a clear message once the account, or the address, has sent its allowance', async () => {
    const key = await signedIn('contact.busy@example.org');
    const body = { name: 'Busy', email: 'busy@example.org', message: 'Again' };
    await contact(key, body, '198.51.100.1').expect(200);
    await contact(key, body, '198.51.100.2').expect(200);
    const refused = await contact(key, body, '198.51.100.3').expect(429);
    expect(refused.body).toEqual({ detail: 'You have sent several messages in a short time. Please try again in 60 minutes.', code: 'throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    // Three accounts behind one address: the third message from it is refused whoever sends it.
    const others = [await signedIn('contact.a@example.org'), await signedIn('contact.b@example.org'), await signedIn('contact.c@example.org')];
    await contact(others[0] ?? '', body, '192.0.2.50').expect(200);
    await contact(others[1] ?? '', body, '192.0.2.50').expect(200);
    await contact(others[2] ?? '', body, '192.0.2.50').expect(200);
    await contact(others[2] ?? '', body, '192.0.2.50').expect(429);
  });
});
