import { logoutPagePath, safeNextPath, socialLoginPath } from './auth-paths.js';
import { savedItemPath } from './saved-items.js';

describe('safeNextPath', () => {
  it('keeps a path on this site, query included', () => {
    expect(safeNextPath('/events/?date_start=2030-01-01')).toBe('/events/?date_start=2030-01-01');
    expect(safeNextPath(' /account/ ')).toBe('/account/');
  });

  it('drops anything that could leave the site', () => {
    for (const next of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', 'events/', '', null, undefined]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});

describe('account paths', () => {
  it('builds the logout, social and bookmark addresses', () => {
    expect(logoutPagePath('/events/?page=2')).toBe('/auth/logout/?next=%2Fevents%2F%3Fpage%3D2');
    expect(socialLoginPath('google')).toBe('/auth/google/login/');
    expect(savedItemPath('event', 5)).toBe('/events/api/saved_events/event/5/');
    expect(savedItemPath('poi', 6)).toBe('/events/api/saved_pois/poi/6/');
  });
});

describe('agreement with the contracts', () => {
  it('uses the paths of AUTH_PATHS (kept here too so the first paint needs no zod)', async () => {
    const { AUTH_PATHS } = await import('@events/contracts/auth');
    const paths = await import('./auth-paths.js');
    expect({
      register: paths.REGISTER_PATH,
      login: paths.LOGIN_PATH,
      refresh: paths.TOKEN_REFRESH_PATH,
      logout: paths.LOGOUT_PATH,
      passwordReset: paths.PASSWORD_RESET_PATH,
      passwordResetConfirm: paths.PASSWORD_RESET_CONFIRM_PATH,
      providers: paths.AUTH_PROVIDERS_PATH,
      userData: paths.USER_CONTEXT_PATH,
      passwordResetConfirmPage: paths.PASSWORD_RESET_CONFIRM_PAGE_PATH,
      socialLogin: paths.socialLoginPath('facebook'),
      savedEvent: savedItemPath('event', 4),
      savedPoi: savedItemPath('poi', 4),
    }).toEqual({
      ...Object.fromEntries(Object.entries(AUTH_PATHS).filter(([, v]) => typeof v === 'string' && v !== AUTH_PATHS.logoutPage)),
      socialLogin: AUTH_PATHS.socialLogin('facebook'),
      savedEvent: AUTH_PATHS.savedEvent(4),
      savedPoi: AUTH_PATHS.savedPoi(4),
    });
    expect(paths.logoutPagePath('/x/').startsWith(AUTH_PATHS.logoutPage)).toBe(true);
  });
});
