import { authEndpoints } from '@events/contracts/auth';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';

/** A password the registration policy accepts. */
export const TEST_PASSWORD = 'Tangled-Orchard-91';

/** A registered user: id and the `Authorization: Bearer` header of its access token. */
export type TestAccount = { readonly id: number; readonly auth: { readonly Authorization: string } };

/** Registers a user through the API (as a visitor would) and keeps its access token. */
export async function registerTestAccount(t: TestApp, email: string): Promise<TestAccount> {
  const res = await request(t.server).post(authEndpoints.register.path).send({ email, password1: TEST_PASSWORD, password2: TEST_PASSWORD }).expect(201);
  const cookies = res.headers['set-cookie'] as unknown as string[];
  const token = cookies.find((c) => c.startsWith('access_token='))?.split(';')[0]?.split('=')[1] ?? '';
  return { id: res.body.id as number, auth: { Authorization: `Bearer ${token}` } };
}

/** Inserts an address-book entry of a user straight into the table; returns its id. */
export async function insertAddressFixture(
  t: TestApp,
  userId: number,
  fields: { address_name: string; lat: number; lon: number; street?: string; city?: string; state?: string; postal_code?: string },
): Promise<number> {
  const rows = await t.app.get(DataSource).query<{ id: number }[]>(
    `INSERT INTO search_addresses (user_id, address_name, street, city, state, postal_code, lat, lon)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, fields.address_name, fields.street ?? '', fields.city ?? 'Pittsfield', fields.state ?? 'MA', fields.postal_code ?? '', fields.lat, fields.lon],
  );
  return (rows[0] as { id: number }).id;
}
