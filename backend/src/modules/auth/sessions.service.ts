import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthError } from './auth.errors.js';
import { AuthRepository } from './auth.repository.js';
import { SessionCsrf } from './session-csrf.js';
import { accessClaimsSchema, hashToken, newFamily, newOpaqueToken } from './session-tokens.js';

/** A signed-in session: a short-lived access JWT and the rotating refresh token of its family. */
export type Session = {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly family: string;
  /** The token its writes echo (see SessionCsrf), kept in the csrftoken cookie. */
  readonly csrfToken: string;
};

/** The injection token of the JwtService signing sessions (its key: see jwt-secret.ts). */
export const SESSION_JWT = 'SESSION_JWT';

@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_JWT) private readonly jwt: JwtService,
    private readonly repository: AuthRepository,
    private readonly csrf: SessionCsrf,
  ) {}

  /** A new sign-in: a new refresh family. */
  async start(userId: number): Promise<Session> {
    const family = newFamily();
    const refreshToken = newOpaqueToken();
    await this.repository.insertRefreshToken(userId, family, hashToken(refreshToken), this.config.auth.refreshTokenSeconds);
    return this.sessionOf(userId, family, refreshToken);
  }

  /**
   * Exchanges a refresh token for a new session of the same family. Unknown, expired or revoked: 401. Already
   * used (a replay of a stolen token, or a lost race): the whole family is revoked, then 401.
   */
  async refresh(refreshToken: string | undefined): Promise<Session> {
    if (!refreshToken) throw new AuthError('refresh_invalid');
    const next = newOpaqueToken();
    const result = await this.repository.rotateRefreshToken(hashToken(refreshToken), hashToken(next), this.config.auth.refreshTokenSeconds);
    if (result.kind !== 'rotated') throw new AuthError('refresh_invalid');
    return this.sessionOf(result.userId, result.family, next);
  }

  /** Ends one sign-in: its refresh tokens and (on the next request) its access tokens stop working. */
  revokeFamily(family: string): Promise<void> {
    return this.repository.revokeFamily(family);
  }

  /** Ends every sign-in of a user. */
  revokeAllFor(userId: number): Promise<void> {
    return this.repository.revokeUserTokens(userId);
  }

  /** The family of an access token whose signature is valid, even when expired (logout with a stale cookie). */
  async familyOf(accessToken: string | undefined): Promise<string | undefined> {
    if (!accessToken) return undefined;
    try {
      const claims = accessClaimsSchema.safeParse(await this.jwt.verifyAsync(accessToken, { ignoreExpiration: true }));
      return claims.success ? claims.data.fam : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The family of the sign-in a refresh call belongs to, before anything rotates: from the access cookie (its
   * signature valid, even expired), else from the refresh token itself. Undefined when neither is known.
   */
  async familyOfRefresh(accessToken: string | undefined, refreshToken: string | undefined): Promise<string | undefined> {
    const fromAccess = await this.familyOf(accessToken);
    if (fromAccess !== undefined || !refreshToken) return fromAccess;
    return this.repository.familyOfRefreshToken(hashToken(refreshToken));
  }

  private async sessionOf(userId: number, family: string, refreshToken: string): Promise<Session> {
    return { accessToken: await this.accessTokenFor(userId, family), refreshToken, family, csrfToken: this.csrf.tokenFor(family) };
  }

  private accessTokenFor(userId: number, family: string): Promise<string> {
    return this.jwt.signAsync({ sub: String(userId), fam: family, typ: 'access' }, { expiresIn: this.config.auth.accessTokenSeconds });
  }
}
