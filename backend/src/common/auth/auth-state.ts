import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in user as every request sees it (loaded fresh on each request carrying a token). */
export type AuthUser = {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isSuperuser: boolean;
  readonly isStaff: boolean;
  readonly isEditor: boolean;
  readonly isZeditor: boolean;
  /** Manages at least one venue. */
  readonly isProducer: boolean;
  /** The saved language choice (issue 31), null to follow the browser's; left out by users made up in tests. */
  readonly language?: string | null;
};

/** The columns of `users` an AuthUser is read from (by the session's lookup and by the users module). */
export type AuthUserRow = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  is_staff: boolean;
  is_editor: boolean;
  is_zeditor: boolean;
  is_producer: boolean;
  language: string | null;
};

/** The user's identity and roles, from their row. */
export function authUserOf(row: AuthUserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isSuperuser: row.is_superuser,
    isStaff: row.is_staff,
    isEditor: row.is_editor,
    isZeditor: row.is_zeditor,
    isProducer: row.is_producer,
    language: row.language,
  };
}

/** How the access token came: the httpOnly session cookie (CSRF applies to writes) or an Authorization header. */
export type AuthVia = 'cookie' | 'bearer';

export type AuthState = {
  readonly user: AuthUser | null;
  /** Where the token came from; null when none was presented. */
  readonly via: AuthVia | null;
  /** A token was presented but is expired, revoked or forged: the client should refresh and retry. */
  readonly stale: boolean;
  /** The sign-in (refresh token family) the access token belongs to. */
  readonly family: string | null;
  /**
   * The CSRF token of this sign-in, which a cookie-authenticated write must echo: derived from the sign-in with a
   * server key, so a csrftoken cookie an attacker plants (from a sibling subdomain, say) never passes. Null when
   * nobody is signed in.
   */
  readonly csrfToken: string | null;
};

export const ANONYMOUS: AuthState = { user: null, via: null, stale: false, family: null, csrfToken: null };

/** Reads the credentials of a request; implemented by the auth module (JWT through passport-jwt). */
export type RequestAuthenticator = { authenticate(req: FastifyRequest, res: FastifyReply): Promise<AuthState> };
export const REQUEST_AUTHENTICATOR = 'REQUEST_AUTHENTICATOR';

type RequestWithAuth = FastifyRequest & { authState?: AuthState };

export function setAuthState(req: FastifyRequest, state: AuthState): void {
  (req as RequestWithAuth).authState = state;
}

/** The authentication of this request (anonymous until the global guard has run). */
export function authStateOf(req: FastifyRequest): AuthState {
  return (req as RequestWithAuth).authState ?? ANONYMOUS;
}
