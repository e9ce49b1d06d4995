import { logoutPagePath, safeNextPath, socialLoginPath } from './auth-paths.js';

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

  it('drops what normalises to another host (issue 12: /.//evil.com is //evil.com once normalised)', () => {
    for (const next of ['/.//evil.com', '/..//evil.com', '/a/..//evil.com/x', '/%2e%2e//evil.com', '/./\\evil.com', '/..///evil.com?x=1']) {
      expect(safeNextPath(next)).toBeNull();
    }
    expect(safeNextPath('/a/../events/')).toBe('/events/');
  });
});

describe('account paths', () => {
  it('builds the logout and social sign-in addresses', () => {
    expect(logoutPagePath('/events/?page=2')).toBe('/auth/logout/?next=%2Fevents%2F%3Fpage%3D2');
    expect(socialLoginPath('google')).toBe('/auth/google/login/');
  });
});

describe('agreement with the contracts', () => {
  it('uses the paths of the auth endpoints (from their zod-free half, so the first paint needs no zod)', async () => {
    const { AUTH_PATHS, authEndpoints } = await import('@events/contracts/auth');
    const { pathOf } = await import('@events/contracts/endpoint');
    const { AUTH_API_PREFIX, TOKEN_REFRESH_PATH } = await import('@events/contracts/auth-constants');
    const paths = await import('./auth-paths.js');
    expect({
      refresh: TOKEN_REFRESH_PATH,
      prefix: authEndpoints.login.path.startsWith(AUTH_API_PREFIX),
      socialLogin: paths.socialLoginPath('facebook'),
      passwordResetConfirmPage: paths.PASSWORD_RESET_CONFIRM_PAGE_PATH,
      confirmEmailPage: paths.CONFIRM_EMAIL_PAGE_PATH,
      loginPage: paths.LOGIN_PAGE_PATH,
    }).toEqual({
      refresh: authEndpoints.refresh.path,
      prefix: true,
      socialLogin: pathOf(authEndpoints.socialLogin, { provider: 'facebook' }),
      passwordResetConfirmPage: AUTH_PATHS.passwordResetConfirmPage,
      confirmEmailPage: AUTH_PATHS.confirmEmailPage,
      loginPage: AUTH_PATHS.loginPage,
    });
  });
});
