import { canSeeRemote, REMOTE_AUDIENCE, REMOTE_NAMES } from './remotes.js';
import { ACCOUNT_ROLES, rolesOf } from './roles.js';

const NO_FLAGS = { isProducer: false, isEditor: false, isZeditor: false, isStaff: false, isSuperuser: false };
const visible = (roles: Parameters<typeof canSeeRemote>[0]) => REMOTE_NAMES.filter((name) => canSeeRemote(roles, REMOTE_AUDIENCE[name]));

describe('REMOTE_AUDIENCE', () => {
  it('gives visitors the discovery and account remotes, every account the producer remote too, editors their own', () => {
    expect(visible(null)).toEqual(['mfe-discovery', 'mfe-account']);
    expect(visible(rolesOf(NO_FLAGS))).toEqual(['mfe-discovery', 'mfe-account', 'mfe-producer']);
    expect(visible(rolesOf({ ...NO_FLAGS, isProducer: true }))).toEqual(['mfe-discovery', 'mfe-account', 'mfe-producer']);
    expect(visible(rolesOf({ ...NO_FLAGS, isEditor: true }))).toEqual(['mfe-discovery', 'mfe-account', 'mfe-producer']);
    expect(visible(rolesOf({ ...NO_FLAGS, isZeditor: true }))).toEqual(REMOTE_NAMES);
    expect(visible(rolesOf({ ...NO_FLAGS, isSuperuser: true }))).toEqual(REMOTE_NAMES);
  });
});

describe('ACCOUNT_ROLES', () => {
  it('are roles of the one list', () => {
    expect(ACCOUNT_ROLES).toEqual(['user', 'producer', 'editor', 'superuser']);
  });
});
