import { authEndpoints } from '@events/contracts/auth';
import type { RawClient } from './raw-http.js';
import type { TestApp } from './test-app.js';
import { registerSuperuserAccount, type TestAccount } from './test-accounts.js';

let accountCounter = 0;

/** A signed-in superuser (every role): the corpus's way into every role-protected handler. */
export async function registerSuperuser(t: TestApp, label: string): Promise<TestAccount> {
  return registerSuperuserAccount(t, `${label}-${++accountCounter}-${Date.now()}@example.com`);
}

/** Whether an account's token still signs in (a logout, a password change or a deletion may have ended it). */
export async function stillSignedIn(client: RawClient, account: TestAccount): Promise<boolean> {
  const res = await client.send({ method: 'GET', url: authEndpoints.userData.path, headers: account.auth });
  return res.status === 200;
}
