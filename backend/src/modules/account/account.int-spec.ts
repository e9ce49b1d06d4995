import request from 'supertest';
import { accountEndpoints, ACCOUNT_MESSAGES, accountSchema, passwordChangedSchema } from '@events/contracts/account';
import { authEndpoints, AUTH_MESSAGES, AUTH_PATHS, userContextSchema } from '@events/contracts/auth';
import { confirmationTokenFor, openConfirmationLink, outboxMailsTo } from '../../testing/mail-outbox.js';
import { useTestApp } from '../../testing/test-app.js';
import { AccountModule } from './account.module.js';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { SessionsService } from '../auth/sessions.service.js';
import { SocialAccountsService } from '../auth/social-accounts.service.js';

const PASSWORD = 'Tangled-Orchard-91';
const NEW_PASSWORD = 'Quiet-Meadow-Lantern-47';
/** Per route and client: above this suite's logins (each sign-up logs in), below what the password-change test sends. */
const AUTH_RATE_LIMIT = 40;
const ACCOUNT = '/events/api/v1/account/';
const PASSWORD_PATH = '/events/api/v1/account/password/';
const social = (provider: string) => `/events/api/v1/account/social/${provider}/`;
/** A sign-in: its tokens, and the CSRF token its cookie-authenticated writes echo. */
type Session = { id: number; key: string; refresh: string; csrf: string; auth: { Authorization: string } };

function cookieOf(res: request.Response, name: string): string | undefined {
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);
}

describe('account details: GET/PATCH/DELETE /account/, password, social disconnect (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [AccountModule], config: { auth: { rateLimit: AUTH_RATE_LIMIT } } });
  let socialAccounts: SocialAccountsService;
  let counter = 0;

  const mailsTo = (to: string): Promise<string[]> => outboxMailsTo(t.outboxDir, to);

  async function signUp(email = `user${++counter}@example.org`): Promise<Session> {
    await request(t.server).post(authEndpoints.register.path).send({ email, password1: PASSWORD, password2: PASSWORD }).expect(201);
    return login(email, PASSWORD);
  }

  async function login(email: string, password: string): Promise<Session> {
    const res = await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: email, password }).expect(200);
    const key = res.body.key as string;
    const me = await request(t.server).get(ACCOUNT).set('Authorization', `Bearer ${key}`).expect(200);
    return { id: me.body.id as number, key, refresh: cookieOf(res, 'refresh_token') ?? '', csrf: cookieOf(res, 'csrftoken') ?? '', auth: { Authorization: `Bearer ${key}` } };
  }

  /** An account made by social sign-in (no password), signed in. */
  async function socialOnly(provider: 'google' | 'facebook', subject: string): Promise<Session> {
    const made = await socialAccounts.signInWithSocial({ provider, subject, email: `${subject}@example.org`, emailVerified: true, firstName: 'Sol', lastName: 'Cial' });
    if (made.outcome !== 'created') throw new Error(`unexpected ${made.outcome}`);
    const session = await t.app.get(SessionsService, { strict: false }).start(made.user.id);
    return { id: made.user.id, key: session.accessToken, refresh: session.refreshToken, csrf: session.csrfToken, auth: { Authorization: `Bearer ${session.accessToken}` } };
  }

  const refreshWith = (refresh: string, csrf: string) =>
    request(t.server).post(AUTH_PATHS.refresh).set('Cookie', `refresh_token=${refresh}; csrftoken=${csrf}`).set('X-CSRFToken', csrf);

  beforeAll(async () => {
    socialAccounts = t.app.get(SocialAccountsService, { strict: false });
  });

  it('answers 403 to anonymous visitors on every call', async () => {
    const anonymous = { detail: AUTH_MESSAGES.notAuthenticated, code: 'not_authenticated' };
    await request(t.server).get(ACCOUNT).expect(403, anonymous);
    await request(t.server).patch(ACCOUNT).send({ first_name: 'X' }).expect(403);
    await request(t.server).post(PASSWORD_PATH).send({ new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD }).expect(403);
    await request(t.server).delete(social('google')).expect(403);
    await request(t.server).delete(ACCOUNT).send({ password: PASSWORD }).expect(403);
  });

  it('reads the account with its connected social accounts', async () => {
    const me = await signUp('reader@example.org');
    const res = await request(t.server).get(ACCOUNT).set(me.auth).expect(200);
    expect(accountSchema.parse(res.body)).toEqual({
      id: me.id,
      username: 'reader@example.org',
      email: 'reader@example.org',
      firstName: '',
      lastName: '',
      distanceUnits: 'mi',
      // Made in the request's language (none said: English).
      language: 'en',
      hasPassword: true,
      emailConfirmed: false,
      pendingEmail: null,
      socialAccounts: [],
    });
    // The connect flow (POST /auth/{provider}/login/ with process=connect) links through this same call.
    await socialAccounts.linkSocialAccount(me.id, { provider: 'google', subject: 'g-reader', email: 'reader.g@example.org', emailVerified: true, firstName: '', lastName: '' });
    const linked = accountSchema.parse((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body);
    expect(linked.socialAccounts).toEqual([{ provider: 'google', email: 'reader.g@example.org', created: expect.any(String) }]);
  });

  it('updates names and distance units (also in the user context)', async () => {
    const me = await signUp();
    const res = await request(t.server).patch(ACCOUNT).set(me.auth).send({ first_name: '  Edith ', last_name: 'Wharton', distance_units: 'km' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Edith', lastName: 'Wharton', distanceUnits: 'km' });
    const context = userContextSchema.parse((await request(t.server).get('/events/userdata/').set(me.auth).expect(200)).body);
    expect(context).toMatchObject({ firstName: 'Edith', distanceUnits: 'km' });
    const partial = await request(t.server).patch(ACCOUNT).set(me.auth).send({ last_name: '' }).expect(200);
    expect(partial.body).toMatchObject({ firstName: 'Edith', lastName: '', distanceUnits: 'km' });
    const bad = await request(t.server).patch(ACCOUNT).set(me.auth).send({ distance_units: 'yd', email: 'not-an-email', first_name: 'x'.repeat(151) }).expect(400);
    expect(bad.body).toEqual({
      distance_units: ['Select a valid choice. yd is not one of the available choices.'],
      email: [AUTH_MESSAGES.emailInvalid],
      first_name: ['This field is limited to 150 characters.'],
    });
  });

  it('saves the language of the sign-up request, then the one chosen (a code or null), also in the user context', async () => {
    await request(t.server)
      .post(authEndpoints.register.path)
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send({ email: 'lectora@example.org', password1: PASSWORD, password2: PASSWORD })
      .expect(201);
    const me = await login('lectora@example.org', PASSWORD);
    expect(accountSchema.parse((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body).language).toBe('es');
    const english = await request(t.server).patch(ACCOUNT).set(me.auth).send({ language: 'en' }).expect(200);
    expect(english.body).toMatchObject({ language: 'en' });
    expect(userContextSchema.parse((await request(t.server).get('/events/userdata/').set(me.auth).expect(200)).body).language).toBe('en');
    // Other fields leave it as it is; null follows the browser's language again.
    const named = await request(t.server).patch(ACCOUNT).set(me.auth).send({ first_name: 'Ana' }).expect(200);
    expect(named.body).toMatchObject({ firstName: 'Ana', language: 'en' });
    const cleared = await request(t.server).patch(ACCOUNT).set(me.auth).send({ language: null }).expect(200);
    expect(cleared.body).toMatchObject({ firstName: 'Ana', language: null });
    expect(userContextSchema.parse((await request(t.server).get('/events/userdata/').set(me.auth).expect(200)).body).language).toBeNull();
  });

  it('refuses a language the site does not speak with the field message, in the spec’s English, each message’s code beside it', async () => {
    const me = await signUp();
    const bad = await request(t.server).patch(ACCOUNT).set(me.auth).send({ language: 'fr', email: 'not-an-email' }).expect(400);
    expect(bad.text).toBe(
      JSON.stringify({ email: ['Enter a valid email address.'], language: ['Select a valid choice. fr is not one of the available choices.'] }),
    );
    expect(JSON.parse(bad.headers['field-error-codes'] as string)).toEqual({ email: ['auth.emailInvalid'], language: ['validation.choice'] });
    expect(bad.headers['content-language']).toBe('en');
    const wrongType = await request(t.server).patch(ACCOUNT).set(me.auth).send({ language: 7 }).expect(400);
    expect(wrongType.body).toEqual({ language: ['This field is required.'] });
    expect(accountSchema.parse((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body).language).toBe('en');
  });

  it('words the field errors in the request’s language (Accept-Language, then the language cookie), same shape and codes', async () => {
    // Signed up without a language (an account older than the setting): the request's hints decide.
    const me = await signUp();
    await request(t.server).patch(ACCOUNT).set(me.auth).send({ language: null }).expect(200);
    const send = { language: 'fr', email: 'not-an-email', first_name: 'x'.repeat(151) };
    const spanish = await request(t.server).patch(ACCOUNT).set(me.auth).set('Accept-Language', 'es').send(send).expect(400);
    expect(spanish.body).toEqual({
      email: ['Ingrese una dirección de correo electrónico válida.'],
      first_name: ['Este campo está limitado a 150 caracteres.'],
      language: ['Seleccione una opción válida. fr no es una de las opciones disponibles.'],
    });
    // The fields in the schema's order, as in English.
    expect(Object.keys(spanish.body as object)).toEqual(['first_name', 'email', 'language']);
    expect(JSON.parse(spanish.headers['field-error-codes'] as string)).toEqual({
      email: ['auth.emailInvalid'],
      first_name: ['validation.maxLength'],
      language: ['validation.choice'],
    });
    expect(spanish.headers['content-language']).toBe('es');
    // The language cookie outweighs Accept-Language; English is the spec's words exactly.
    const english = await request(t.server).patch(ACCOUNT).set(me.auth).set('Accept-Language', 'es').set('Cookie', 'language=en').send(send).expect(400);
    expect(english.text).toBe(
      JSON.stringify({
        first_name: ['This field is limited to 150 characters.'],
        email: [AUTH_MESSAGES.emailInvalid],
        language: ['Select a valid choice. fr is not one of the available choices.'],
      }),
    );
    // A service's own check (the current password a new e-mail needs) is worded the same way.
    const password = await request(t.server).patch(ACCOUNT).set(me.auth).set('Accept-Language', 'es').send({ email: 'new@example.org' }).expect(400);
    expect(password.body).toEqual({ password: ['Este campo es obligatorio.'] });
  });

  it('changes the e-mail only when the new address opens its link (the copied username follows; sign-in moves with it)', async () => {
    const me = await signUp('old.address@example.org');
    const asked = await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'new.address@example.org', password: PASSWORD }).expect(200);
    expect(asked.body).toMatchObject({ email: 'old.address@example.org', username: 'old.address@example.org', pendingEmail: 'new.address@example.org' });
    // Until the link is opened the account keeps its address: nobody signs in with an address they have not proven.
    await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'new.address@example.org', password: PASSWORD }).expect(400);
    const [link, ...more] = await mailsTo('new.address@example.org');
    expect(more).toEqual([]);
    expect(link).toContain('Subject: Confirm your e-mail address');
    expect(link).toContain('change the e-mail address of your account to new.address@example.org');

    const confirmed = await openConfirmationLink(t, 'new.address@example.org');
    expect(confirmed.body).toEqual({ detail: AUTH_MESSAGES.emailConfirmed, email: 'new.address@example.org' });
    const after = accountSchema.parse((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body);
    expect(after).toMatchObject({ email: 'new.address@example.org', username: 'new.address@example.org', emailConfirmed: true, pendingEmail: null });
    await login('new.address@example.org', PASSWORD);
    const old = await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'old.address@example.org', password: PASSWORD }).expect(400);
    expect(old.body).toEqual({ nonFieldErrors: [AUTH_MESSAGES.badCredentials] });
    // A link works once; the old e-mail is free again.
    const token = await confirmationTokenFor(t.outboxDir, 'new.address@example.org');
    const again = await request(t.server).post(authEndpoints.confirmEmail.path).send({ token }).expect(400);
    expect(again.body).toEqual({ token: [AUTH_MESSAGES.confirmationLinkInvalid] });
    await signUp('old.address@example.org');
  });

  it("answers a change to another account's address as any other, and mails that address's owner instead (turn-2 #7)", async () => {
    const me = await signUp('asker@example.org');
    await signUp('owner.of.it@example.org');
    const free = await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'nobody.has.it@example.org', password: PASSWORD }).expect(200);
    const taken = await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'OWNER.OF.IT@example.org', password: PASSWORD }).expect(200);
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body));
    expect(taken.body).toMatchObject({ email: 'asker@example.org', pendingEmail: 'OWNER.OF.IT@example.org' });
    const toOwner = await mailsTo('owner.of.it@example.org');
    expect(toOwner.map((mail) => /Subject: (.*)/.exec(mail)?.[1])).toEqual(['Confirm your e-mail address', 'Someone tried to use your e-mail address']);
    expect(toOwner[1]).not.toContain('confirm_email');
    expect(await mailsTo('asker@example.org')).toHaveLength(1); // its own registration link only
    expect((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body).toMatchObject({ email: 'asker@example.org' });
  });

  it('refuses a change whose address another account took before the link was opened', async () => {
    const me = await signUp('slow.mover@example.org');
    await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'contested@example.org', password: PASSWORD }).expect(200);
    const token = await confirmationTokenFor(t.outboxDir, 'contested@example.org');
    await signUp('contested@example.org');
    const res = await request(t.server).post(authEndpoints.confirmEmail.path).send({ token }).expect(400);
    expect(res.body).toEqual({ token: [AUTH_MESSAGES.confirmationEmailTaken] });
    expect((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body).toMatchObject({ email: 'slow.mover@example.org' });
  });

  it('mails the link again on request: to the pending address, else to the unconfirmed own one', async () => {
    const me = await signUp('resender@example.org');
    const own = await request(t.server).post(accountEndpoints.resendConfirmation.path).set(me.auth).expect(200);
    expect(own.body).toEqual({ detail: ACCOUNT_MESSAGES.confirmationSent('resender@example.org') });
    expect(await mailsTo('resender@example.org')).toHaveLength(2);
    // Only the newest link works: asking again replaces the outstanding one.
    await openConfirmationLink(t, 'resender@example.org');
    await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'resender.new@example.org', password: PASSWORD }).expect(200);
    const pending = await request(t.server).post(accountEndpoints.resendConfirmation.path).set(me.auth).expect(200);
    expect(pending.body).toEqual({ detail: ACCOUNT_MESSAGES.confirmationSent('resender.new@example.org') });
    expect(await mailsTo('resender.new@example.org')).toHaveLength(2);
  });

  it('asks for the current password to change the e-mail, and tells the old address once it changed (issue 12 item 7)', async () => {
    const me = await signUp('kept.address@example.org');
    const missing = await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'stolen@example.org', first_name: 'Mallory' }).expect(400);
    expect(missing.body).toEqual({ password: ['This field is required.'] });
    const wrong = await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'stolen@example.org', password: 'Not-My-Password-1' }).expect(400);
    expect(wrong.body).toEqual({ password: [ACCOUNT_MESSAGES.deletePasswordWrong] });
    const unchanged = await request(t.server).get(ACCOUNT).set(me.auth).expect(200);
    expect(unchanged.body).toMatchObject({ email: 'kept.address@example.org', firstName: '', pendingEmail: null });
    expect(await mailsTo('stolen@example.org')).toEqual([]);
    // Names, units and the same address in another case need no password and mail nothing.
    await request(t.server).patch(ACCOUNT).set(me.auth).send({ first_name: 'Kept', email: 'Kept.Address@example.org', distance_units: 'km' }).expect(200);
    expect(await mailsTo('Kept.Address@example.org')).toEqual([]);

    await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'moved.address@example.org', password: PASSWORD }).expect(200);
    expect(await mailsTo('Kept.Address@example.org')).toEqual([]);
    await openConfirmationLink(t, 'moved.address@example.org');
    const [notice, ...more] = await mailsTo('Kept.Address@example.org');
    expect(more).toEqual([]);
    expect(notice).toContain('Subject: Your e-mail address was changed');
    expect(notice).toContain('changed from Kept.Address@example.org to moved.address@example.org');
    expect(notice).toContain('/account/password_reset/');
  });

  it('lets an account without a password (social sign-in) change its e-mail without one', async () => {
    const me = await socialOnly('google', 'social-mover');
    await request(t.server).patch(ACCOUNT).set(me.auth).send({ email: 'social-moved@example.org' }).expect(200);
    await openConfirmationLink(t, 'social-moved@example.org');
    expect(await mailsTo('social-mover@example.org')).toHaveLength(1);
  });

  it('keeps a username chosen apart from the e-mail', async () => {
    await request(t.server)
      .post(authEndpoints.register.path)
      .send({ username: 'lenox-fan', email: 'fan@example.org', password1: PASSWORD, password2: PASSWORD })
      .expect(201);
    const { auth } = await login('lenox-fan', PASSWORD);
    await request(t.server).patch(ACCOUNT).set(auth).send({ email: 'fan2@example.org', password: PASSWORD }).expect(200);
    await openConfirmationLink(t, 'fan2@example.org');
    const changed = await request(t.server).get(ACCOUNT).set(auth).expect(200);
    expect(changed.body).toMatchObject({ username: 'lenox-fan', email: 'fan2@example.org' });
  });

  it('checks the old password and the password rules before changing it', async () => {
    const me = await signUp('changer@example.org');
    const missing = await request(t.server).post(PASSWORD_PATH).set(me.auth).send({ new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD }).expect(400);
    expect(missing.body).toEqual({ old_password: ['This field is required.'] });
    const wrong = await request(t.server)
      .post(PASSWORD_PATH)
      .set(me.auth)
      .send({ old_password: 'Not-My-Password-1', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })
      .expect(400);
    expect(wrong.body).toEqual({ old_password: [ACCOUNT_MESSAGES.passwordWrong] });
    const weak = await request(t.server).post(PASSWORD_PATH).set(me.auth).send({ old_password: PASSWORD, new_password1: '12345678', new_password2: '12345678' }).expect(400);
    expect(weak.body).toEqual({ new_password1: [AUTH_MESSAGES.passwordTooCommon, AUTH_MESSAGES.passwordNumeric] });
    const both = await request(t.server).post(PASSWORD_PATH).set(me.auth).send({ old_password: 'nope', new_password1: 'Short-1', new_password2: 'Short-1' }).expect(400);
    expect(both.body).toEqual({ old_password: [ACCOUNT_MESSAGES.passwordWrong], new_password1: [AUTH_MESSAGES.passwordTooShort(8)] });
    const mismatch = await request(t.server).post(PASSWORD_PATH).set(me.auth).send({ old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: 'other' }).expect(400);
    expect(mismatch.body).toEqual({ new_password2: [AUTH_MESSAGES.passwordMismatch] });
    // Nothing changed: the old password still signs in.
    await login('changer@example.org', PASSWORD);
  });

  it('changes the password: other sign-ins end, this one continues on new cookies', async () => {
    const me = await signUp('mover@example.org');
    const other = await login('mover@example.org', PASSWORD);
    const res = await request(t.server)
      .post(PASSWORD_PATH)
      .set('Cookie', `access_token=${me.key}; csrftoken=${me.csrf}`)
      .set('X-CSRFToken', me.csrf)
      .send({ old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })
      .expect(200);
    const answer = passwordChangedSchema.parse(res.body);
    expect(answer.detail).toBe(ACCOUNT_MESSAGES.passwordChanged);
    const access = cookieOf(res, 'access_token');
    const refresh = cookieOf(res, 'refresh_token');
    expect(access).toBe(answer.key);
    // This browser goes on with its new cookies, and can refresh them.
    await request(t.server).get(ACCOUNT).set('Cookie', `access_token=${access}`).expect(200);
    await refreshWith(refresh ?? '', cookieOf(res, 'csrftoken') ?? '').expect(200);
    // The other sign-in is over: its access token is stale and its refresh token refused.
    await request(t.server).get(ACCOUNT).set(other.auth).expect(401);
    await refreshWith(other.refresh, other.csrf).expect(401);
    // The new password signs in, the old one does not.
    await login('mover@example.org', NEW_PASSWORD);
    await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'mover@example.org', password: PASSWORD }).expect(400);
  });

  it('lets an account without a password set one without an old password', async () => {
    const me = await socialOnly('google', 'g-setter');
    expect((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body).toMatchObject({ hasPassword: false });
    const res = await request(t.server).post(PASSWORD_PATH).set(me.auth).send({ new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD }).expect(200);
    const auth = { Authorization: `Bearer ${passwordChangedSchema.parse(res.body).key}` };
    expect((await request(t.server).get(ACCOUNT).set(auth).expect(200)).body).toMatchObject({ hasPassword: true });
    await login('g-setter@example.org', NEW_PASSWORD);
  });

  it('disconnects a social account unless it is the only way to sign in', async () => {
    const solo = await socialOnly('google', 'g-solo');
    const refused = await request(t.server).delete(social('google')).set(solo.auth).expect(400);
    expect(refused.body).toEqual({ nonFieldErrors: [ACCOUNT_MESSAGES.lastSignInMethod] });
    await request(t.server).delete(social('facebook')).set(solo.auth).expect(404, { detail: 'Not found.', code: 'social_account_not_found' });
    await request(t.server).delete(social('myspace')).set(solo.auth).expect(400, { provider: ['Unknown provider.'] });
    // With a second provider linked, one of the two may go.
    await socialAccounts.linkSocialAccount(solo.id, { provider: 'facebook', subject: 'f-solo', email: 'g-solo@example.org', emailVerified: true, firstName: '', lastName: '' });
    await request(t.server).delete(social('google')).set(solo.auth).expect(204);
    const left = accountSchema.parse((await request(t.server).get(ACCOUNT).set(solo.auth).expect(200)).body);
    expect(left.socialAccounts.map((s) => s.provider)).toEqual(['facebook']);
    await request(t.server).delete(social('facebook')).set(solo.auth).expect(400);
    // An account with a password may disconnect its last provider.
    const withPassword = await signUp();
    await socialAccounts.linkSocialAccount(withPassword.id, { provider: 'google', subject: 'g-pw', email: '', emailVerified: false, firstName: '', lastName: '' });
    await request(t.server).delete(social('google')).set(withPassword.auth).expect(204);
    expect((await request(t.server).get(ACCOUNT).set(withPassword.auth).expect(200)).body.socialAccounts).toEqual([]);
  });

  it('needs the CSRF header when the session cookie authenticates a write', async () => {
    const me = await signUp();
    const refused = await request(t.server).patch(ACCOUNT).set('Cookie', `access_token=${me.key}; csrftoken=${me.csrf}`).send({ first_name: 'Nope' }).expect(403);
    expect(refused.body.detail).toBe(AUTH_MESSAGES.csrfFailed);
    await request(t.server).delete(ACCOUNT).set('Cookie', `access_token=${me.key}; csrftoken=${me.csrf}`).send({ password: PASSWORD }).expect(403);
    await request(t.server).patch(ACCOUNT).set('Cookie', `access_token=${me.key}; csrftoken=${me.csrf}`).set('X-CSRFToken', me.csrf).send({ first_name: 'Yes' }).expect(200);
    expect((await request(t.server).get(ACCOUNT).set(me.auth).expect(200)).body.firstName).toBe('Yes');
  });

  it('deletes the account with its personal data and saved items after checking the password, and signs out', async () => {
    const me = await signUp('leaving@example.org');
    const stays = await signUp('staying@example.org');
    const venue = await insertVenueFixture(t.app, { name: 'The Mount', published: true });
    for (const who of [me, stays]) {
      await request(t.server).post('/events/api/v1/search_addresses/').set(who.auth)
        .send({ address_name: 'Home', city: 'Lenox', state: 'MA', country: 'US', lat: 42.35, lon: -73.28 }).expect(201);
      await request(t.server).post(`/events/api/saved_pois/poi/${venue}/`).set(who.auth).expect(200, { saved: true });
      await t.db.query(`INSERT INTO saved_searches (user_id, search_name, keyword) VALUES ($1, 'Jazz nearby', 'jazz')`, [who.id]);
    }
    await socialAccounts.linkSocialAccount(me.id, { provider: 'google', subject: 'g-leaving', email: '', emailVerified: false, firstName: '', lastName: '' });

    await request(t.server).delete(ACCOUNT).set(me.auth).send({}).expect(400, { password: ['This field is required.'] });
    await request(t.server).delete(ACCOUNT).set(me.auth).send({ password: 'Wrong-Password-11' }).expect(400, { password: [ACCOUNT_MESSAGES.deletePasswordWrong] });
    const res = await request(t.server).delete(ACCOUNT).set('Cookie', `access_token=${me.key}; csrftoken=${me.csrf}`).set('X-CSRFToken', me.csrf).send({ password: PASSWORD }).expect(204);
    const cleared = (res.headers['set-cookie'] as unknown as string[]).filter((c) => /^(access_token|refresh_token)=;/.test(c));
    expect(cleared).toHaveLength(2);

    const remaining = async (id: number) => {
      const rows = await t.db.query<Record<string, number>[]>(
        `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users,
                (SELECT count(*)::int FROM search_addresses WHERE user_id = $1) AS addresses,
                (SELECT count(*)::int FROM saved_pois WHERE user_id = $1) AS saved_pois,
                (SELECT count(*)::int FROM saved_searches WHERE user_id = $1) AS saved_searches,
                (SELECT count(*)::int FROM social_accounts WHERE user_id = $1) AS social,
                (SELECT count(*)::int FROM refresh_tokens WHERE user_id = $1) AS tokens`,
        [id],
      );
      return rows[0];
    };
    expect(await remaining(me.id)).toEqual({ users: 0, addresses: 0, saved_pois: 0, saved_searches: 0, social: 0, tokens: 0 });
    expect(await remaining(stays.id)).toMatchObject({ users: 1, addresses: 1, saved_pois: 1, saved_searches: 1 });
    // Gone for good: its token no longer signs anyone in, its e-mail and password no longer log in.
    expect((await request(t.server).get(ACCOUNT).set(me.auth)).status).toBeGreaterThanOrEqual(401);
    await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'leaving@example.org', password: PASSWORD }).expect(400);
  });

  it('deletes an account without a password without asking for one', async () => {
    const me = await socialOnly('facebook', 'f-leaving');
    await request(t.server).delete(ACCOUNT).set(me.auth).expect(204);
    const rows = await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM users WHERE id = $1', [me.id]);
    expect(rows[0]?.n).toBe(0);
  });

  it('rate-limits the password change like login (429 with Retry-After)', async () => {
    const me = await signUp();
    let last: request.Response | undefined;
    for (let i = 0; i < AUTH_RATE_LIMIT + 5; i++) {
      last = await request(t.server).post(PASSWORD_PATH).set(me.auth).send({ old_password: 'Wrong-Password-11', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
      if (last.status === 429) break;
      expect(last.status).toBe(400);
    }
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({ detail: AUTH_MESSAGES.throttled, code: 'throttled' });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
