import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { authEndpoints, AUTH_PATHS } from '@events/contracts/auth';
import request from 'supertest';
import type { TestApp } from './test-app.js';

/** The mails of an outbox folder (.eml, oldest first) as written. */
export async function outboxRawMails(outboxDir: string): Promise<string[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
}

/** The mails of an outbox folder (.eml, oldest first), quoted-printable soft breaks and escapes undone. */
export async function outboxMails(outboxDir: string): Promise<string[]> {
  return (await outboxRawMails(outboxDir)).map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** The outbox's mails to one address (its `To:` line, case as written). */
export async function outboxMailsTo(outboxDir: string, to: string): Promise<string[]> {
  return (await outboxMails(outboxDir)).filter((mail) => mail.includes(`To: ${to}\n`));
}

const CONFIRM_LINK = new RegExp(`${AUTH_PATHS.confirmEmailPage.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`);

/** The token of the newest confirmation link mailed to `to`, or undefined. */
export async function confirmationTokenFor(outboxDir: string, to: string): Promise<string | undefined> {
  const links = (await outboxMailsTo(outboxDir, to)).map((mail) => CONFIRM_LINK.exec(mail)?.[1]).filter((token) => token !== undefined);
  const last = links.at(-1);
  return last === undefined ? undefined : decodeURIComponent(last);
}

/** Opens the newest confirmation link mailed to `to` (in the app's outbox), as its reader would; fails when there is none. */
export async function openConfirmationLink(t: Pick<TestApp, 'server' | 'outboxDir'>, to: string): Promise<request.Response> {
  const token = await confirmationTokenFor(t.outboxDir, to);
  if (token === undefined) throw new Error(`no confirmation link was mailed to ${to}`);
  return request(t.server).post(authEndpoints.confirmEmail.path).send({ token }).expect(200);
}
