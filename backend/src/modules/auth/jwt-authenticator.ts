import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { ANONYMOUS, type AuthState, type AuthUser, type RequestAuthenticator } from '../../common/auth/auth-state.js';
import { AuthRepository } from './auth.repository.js';
import { JWT_SECRET } from './jwt-secret.js';
import { SessionCsrf } from './session-csrf.js';
import { accessTokenOf } from './session-cookies.js';
import { accessClaimsSchema } from './session-tokens.js';


type Verified = { readonly user: AuthUser; readonly family: string };

/**
 * Authenticates a request with passport-jwt: the access token from `Authorization: Bearer` or the session
 * cookie, its HS256 signature and expiry, then the user (active, sign-in not revoked) read fresh from the
 * database. A private Passport instance per app, so several apps in one process (tests) never share one.
 */
@Injectable()
export class JwtAuthenticator implements RequestAuthenticator {
  private readonly passport = new passport.Passport();

  constructor(
    @Inject(JWT_SECRET) secret: string,
    repository: AuthRepository,
    private readonly csrf: SessionCsrf,
  ) {
    const strategy = new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromExtractors([(req: FastifyRequest) => accessTokenOf(req)?.token ?? null]),
        // A KeyObject, not the string: given a string, jsonwebtoken first tries it as a public key on every
        // verification and builds the secret key only after that throws (about 0.4 ms of CPU per request).
        secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as string,
        algorithms: ['HS256'],
      },
      (payload: unknown, done: (error: unknown, user?: Verified | false) => void) => {
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success) {
          done(null, false);
          return;
        }
        repository.findSessionUser(Number(claims.data.sub), claims.data.fam).then(
          (user) => done(null, user ? { user, family: claims.data.fam } : false),
          (error: unknown) => done(error),
        );
      },
    );
    this.passport.use('jwt', strategy);
  }

  authenticate(req: FastifyRequest, res: FastifyReply): Promise<AuthState> {
    const presented = accessTokenOf(req);
    if (!presented) return Promise.resolve(ANONYMOUS);
    return new Promise<AuthState>((resolve, reject) => {
      const middleware = this.passport.authenticate('jwt', { session: false }, (error: unknown, verified: Verified | false | undefined) => {
        if (error) {
          // The cause keeps what the error was (a database outage is answered 503, see api-exception.filter.ts).
          reject(error instanceof Error ? error : new Error(String(error), { cause: error }));
          return;
        }
        resolve(
          verified
            ? { user: verified.user, via: presented.via, stale: false, family: verified.family, csrfToken: presented.via === 'cookie' ? this.csrf.tokenFor(verified.family) : null }
            : { ...ANONYMOUS, via: presented.via, stale: true },
        );
      }) as (req: FastifyRequest, res: FastifyReply, next: (error?: unknown) => void) => void;
      middleware(req, res, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(ANONYMOUS)));
    });
  }
}
