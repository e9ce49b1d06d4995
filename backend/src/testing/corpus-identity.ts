import { authEndpoints } from '@events/contracts/auth';
import { DataSource } from 'typeorm';
import type { RawClient } from './raw-http.js';
import type { TestApp } from './test-app.js';
import { registerTestAccount, type TestAccount } from './test-accounts.js';

let accountCounter = 0;

/** A signed-in superuser (every role): the corpus's way into every role-protected handler. */
export async function registerSuperuser(t: TestApp, label: string): Promise<TestAccount> {
  const account = await registerTestAccount(t, `${label}-${++accountCounter}-${Date.now()}@example.com`);
  await t.app.get(DataSource).query('UPDATE users SET is_superuser = true, is_staff = true WHERE id = $1', [account.id]);
  return account;
}

/** Whether an account's token still signs in (a logout, a password change or a deletion may have ended it). */
export async function stillSignedIn(client: RawClient, account: TestAccount): Promise<boolean> {
  const res = await client.send({ method: 'GET', url: authEndpoints.userData.path, headers: account.auth });
  return res.status === 200;
}
