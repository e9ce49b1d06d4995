import { Logger } from '@nestjs/common';
import request from 'supertest';
import { pathOf } from '@events/contracts/endpoint';
import { blockedDomainListSchema, blockedDomainSchema, FEDIVERSE_MESSAGES, federationEndpoints as api } from '@events/contracts/federation';
import { VALIDATION } from '@events/contracts/messages';
import { CATALOGUE_MODULES } from '../../testing/catalogue-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { FederationModule } from './federation.module.js';

const BLOCKS = api.blockedDomains.path;
const unblockPath = (domain: string) => pathOf(api.unblockDomain, { domain });

/** The editor desk's blocks of remote servers over HTTP: who may call them, bad input, an unknown server, and the venue endpoint's own 400 and 404. */
describe('blocked fediverse servers over HTTP (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [FederationModule, AuthModule, ...CATALOGUE_MODULES] });
  let editor: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    editor = await registerTestAccount(t, 'desk.blocks@example.org', { roles: ['zeditor'] });
    user = await registerTestAccount(t, 'pat.blocks@example.org');
  });

  it('keeps the blocks to the editor desk', async () => {
    await request(t.server).get(BLOCKS).expect(403);
    await request(t.server).get(BLOCKS).set(user.auth).expect(403);
    await request(t.server).post(BLOCKS).set(user.auth).send({ domain: 'spam.example' }).expect(403);
    await request(t.server).delete(unblockPath('spam.example')).set(user.auth).expect(403);
  });

  it('answers bad domains with the field message and stores nothing', async () => {
    const empty = await request(t.server).post(BLOCKS).set(editor.auth).send({ domain: '  ' }).expect(400);
    expect(empty.body).toEqual({ domain: [VALIDATION.required] });
    const bad = await request(t.server).post(BLOCKS).set(editor.auth).send({ domain: 'not a domain' }).expect(400);
    expect(bad.body).toEqual({ domain: [FEDIVERSE_MESSAGES.domainInvalid] });
    await request(t.server).post(BLOCKS).set(editor.auth).send({}).expect(400);
    await request(t.server).delete(unblockPath('not_a_domain')).set(editor.auth).expect(400);
    expect(blockedDomainListSchema.parse((await request(t.server).get(BLOCKS).set(editor.auth).expect(200)).body).results).toEqual([]);
  });

  it('blocks a server as typed, lists it, and unblocks it once; an unknown one is not found', async () => {
    const blocked = blockedDomainSchema.parse((await request(t.server).post(BLOCKS).set(editor.auth).send({ domain: 'https://Spam.Example/about' })).body);
    expect(blocked).toMatchObject({ domain: 'spam.example', followersRemoved: 0 });
    // Blocking it again answers the same block.
    expect(blockedDomainSchema.parse((await request(t.server).post(BLOCKS).set(editor.auth).send({ domain: 'spam.example' })).body).created).toBe(blocked.created);
    const list = blockedDomainListSchema.parse((await request(t.server).get(BLOCKS).set(editor.auth).expect(200)).body);
    expect(list.results.map((row) => row.domain)).toEqual(['spam.example']);

    await request(t.server).delete(unblockPath('spam.example')).set(editor.auth).expect(204);
    await request(t.server).delete(unblockPath('spam.example')).set(editor.auth).expect(404);
    await request(t.server).delete(unblockPath('never.example')).set(editor.auth).expect(404);
  });

  it("answers a venue's fediverse identity 404 for an unknown venue and 400 for a bad id", async () => {
    await request(t.server).get(pathOf(api.venueFediverse, { id: 999_999 })).expect(404);
    await request(t.server).get(api.venueFediverse.path.replace('{id}', 'abc')).expect(400);
  });
});
