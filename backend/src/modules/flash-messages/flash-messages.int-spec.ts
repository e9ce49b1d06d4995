import request from 'supertest';
import { FLASH_MESSAGE_MAX, savedItemMessage } from '@events/contracts/flash-messages';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { FlashMessagesModule } from './flash-messages.module.js';

const MESSAGES = '/message/';

describe('flash messages: POST stores, GET pops once, per account (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [FlashMessagesModule, AuthModule] });
  let alice: TestAccount;
  let bob: TestAccount;

  const post = (who: TestAccount, body: unknown) => request(t.server).post(MESSAGES).set(who.auth).send(body as object);
  const pop = async (who: TestAccount) => {
    const res = await request(t.server).get(MESSAGES).set(who.auth).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.body as { messages: { level: string; msg: string }[] };
  };

  beforeAll(async () => {
    alice = await registerTestAccount(t, 'flash.alice@example.org');
    bob = await registerTestAccount(t, 'flash.bob@example.org');
  });

  it('a stored message is answered once, oldest first, and only to the account that left it', async () => {
    const created = savedItemMessage('created', 'venue', 'Mahaiwe Performing Arts Center');
    expect(created).toBe('Successfully created venue "Mahaiwe Performing Arts Center".');
    await post(alice, { level: 'SUCCESS', msg: created }).expect(204);
    await post(alice, { level: 'INFO', msg: '  Your hours were saved.  ' }).expect(204);

    expect(await pop(bob)).toEqual({ messages: [] });
    expect(await pop(alice)).toEqual({
      messages: [
        { level: 'SUCCESS', msg: created },
        { level: 'INFO', msg: 'Your hours were saved.' },
      ],
    });
    expect(await pop(alice)).toEqual({ messages: [] });
  });

  it('refuses bad input with the field map (400) and anonymous callers (403), storing nothing', async () => {
    const bad = await post(alice, { level: 'DEBUG', msg: '' }).expect(400);
    expect(bad.body).toEqual({
      level: ['Select a valid choice. DEBUG is not one of the available choices.'],
      msg: ['This field is required.'],
    });
    expect((await post(alice, {}).expect(400)).body).toEqual({ level: ['This field is required.'], msg: ['This field is required.'] });
    expect((await post(alice, { level: 'INFO', msg: 'x'.repeat(FLASH_MESSAGE_MAX + 1) }).expect(400)).body).toEqual({
      msg: [`This field is limited to ${FLASH_MESSAGE_MAX} characters.`],
    });
    expect((await post(alice, { level: 'INFO', msg: 'a\u0000b' }).expect(400)).body).toEqual({ msg: ['Null characters are not allowed.'] });
    await post(alice, { level: 'success', msg: 'lower-case level' }).expect(400);
    await request(t.server).post(MESSAGES).send({ level: 'INFO', msg: 'anonymous' }).expect(403);
    await request(t.server).get(MESSAGES).expect(403);
    expect(await pop(alice)).toEqual({ messages: [] });
  });

  it('an expired message is never shown, and an account keeps only its ten newest', async () => {
    await post(bob, { level: 'WARNING', msg: 'stale' }).expect(204);
    await t.db.query(`UPDATE flash_messages SET expires_at = now() - interval '1 second' WHERE msg = 'stale'`);
    expect(await pop(bob)).toEqual({ messages: [] });

    for (let i = 1; i <= 12; i += 1) await post(bob, { level: 'ERROR', msg: `message ${i}` }).expect(204);
    const { messages } = await pop(bob);
    expect(messages.map((m) => m.msg)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 3}`));
    expect(await t.db.query(`SELECT 1 FROM flash_messages`)).toEqual([]);
  });

  it('a cookie-authenticated POST needs the CSRF header', async () => {
    await request(t.server).post(MESSAGES).set('Cookie', alice.browser.Cookie).send({ level: 'INFO', msg: 'no header' }).expect(403);
    await request(t.server).post(MESSAGES).set(alice.browser).send({ level: 'INFO', msg: 'with header' }).expect(204);
    expect(await pop(alice)).toEqual({ messages: [{ level: 'INFO', msg: 'with header' }] });
  });
});
