import { anyRole, type Endpoint, PUBLIC, SIGNED_IN } from '@events/contracts/endpoint';
import { accessMismatch, reachesForOthers } from './role-expectations.js';
import { NO_ROLES } from './role-flags.js';

const user = { flags: NO_ROLES };
const producer = { flags: { ...NO_ROLES, isProducer: true } };
const anonymous = { flags: null };

const endpoint = (access: Endpoint['access'], path = '/x/', errors: Endpoint['errors'] = {}) => ({ access, path, errors });

describe('role matrix expectations', () => {
  it('wants refused callers to get 401 or 403', () => {
    expect(accessMismatch(endpoint(SIGNED_IN), anonymous, 403)).toBeUndefined();
    expect(accessMismatch(endpoint(SIGNED_IN), anonymous, 200)).toMatch(/expected 401 or 403/);
    expect(accessMismatch(endpoint(anyRole('producer')), user, 404)).toMatch(/expected 401 or 403/);
    expect(accessMismatch(endpoint(anyRole('producer')), { flags: { ...NO_ROLES, isSuperuser: true } }, 200)).toBeUndefined();
  });

  it('lets allowed callers get input errors but not refusals, unless a public endpoint declares them', () => {
    expect(accessMismatch(endpoint(anyRole('producer')), producer, 400)).toBeUndefined();
    expect(accessMismatch(endpoint(anyRole('producer')), producer, 403)).toMatch(/lets it in/);
    expect(accessMismatch(endpoint(PUBLIC), anonymous, 401)).toMatch(/lets it in/);
    expect(accessMismatch(endpoint(PUBLIC, '/x/', { 401: 'stale' }), anonymous, 401)).toBeUndefined();
    expect(accessMismatch(endpoint(PUBLIC), anonymous, 500)).toBe('answered 500');
  });

  it("never lets a caller have another account's object", () => {
    const other = { flags: NO_ROLES, aimsAt: 'user' as const };
    expect(accessMismatch(endpoint(SIGNED_IN, '/a/{id}/'), other, 200)).toMatch(/user's object/);
    expect(accessMismatch(endpoint(SIGNED_IN, '/a/{id}/'), other, 404)).toBeUndefined();
    const otherProducer = { ...producer, aimsAt: 'producer' as const };
    expect(reachesForOthers(endpoint(SIGNED_IN, '/bookmark/{id}/'), otherProducer)).toBe(false);
    expect(reachesForOthers(endpoint(anyRole('producer'), '/venue/{id}/'), otherProducer)).toBe(true);
    expect(reachesForOthers(endpoint(PUBLIC, '/venue/{id}/'), otherProducer)).toBe(false);
  });
});
