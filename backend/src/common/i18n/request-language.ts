import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Language, LANGUAGE_COOKIE, negotiateLanguage } from '@events/contracts/languages';
import { authStateOf } from '../auth/auth-state.js';
import { cookieValue } from '../http/cookies.js';
import { addVary } from '../http/vary.js';

/** Whoever the request is read for: the signed-in user (their saved choice), or nobody. */
export type LanguageReader = { readonly language?: string | null } | null | undefined;

/**
 * The reader's language of a request (issue 31): the signed-in user's saved choice (`users.language`), else the
 * language cookie the language control sets, else the best match of Accept-Language, else English. `user` defaults to
 * the request's signed-in user as the access guard read it (the session lookup carries the saved choice); a caller
 * that loaded the user itself (a mail to a given account, a page render) passes it.
 */
export function requestLanguage(req: FastifyRequest, user: LanguageReader = authStateOf(req).user): Language {
  const acceptLanguage = req.headers['accept-language'];
  return negotiateLanguage({
    saved: user?.language ?? null,
    cookie: cookieValue(req, LANGUAGE_COOKIE) ?? null,
    acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? null),
  });
}

/**
 * Marks an answer as worded in `language`: `Content-Language`, and `Vary: Accept-Language`, so a cache keeps one copy
 * per language rather than handing one reader's language to every other. Not `Vary: Cookie`: a public answer must
 * not vary on every visitor's cookies (common/http/cache-class.ts), so a shared cache keys it on the language cookie
 * itself (deploy/nginx); a private answer varies on Cookie already, by its cache class.
 */
export function answerInLanguage(reply: FastifyReply, language: Language): void {
  reply.header('Content-Language', language);
  addVary(reply, 'Accept-Language');
}
