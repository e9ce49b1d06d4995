import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccessError } from '../../common/auth/access.errors.js';
import { csrfTokenMatches } from '../../common/auth/csrf.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { allowedHostPatterns, hostMatches } from '../../common/security/allowed-hosts.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

type SiteConfig = Pick<AppConfig, 'publicUrl' | 'allowedHosts' | 'corsOrigins'>;

/** The origin of an http(s) URL (an Origin or Referer header), or undefined for `null`, other schemes and junk. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a page of `origin` may post to the sign-in calls: this site as the request reached it, PUBLIC_URL,
 * a CORS_ORIGINS origin (a shell served elsewhere), or any origin on an ALLOWED_HOSTS host (the development
 * servers on other local ports).
 */
export function isTrustedOrigin(origin: string, ownOrigin: string, config: SiteConfig): boolean {
  if (origin === ownOrigin || origin === config.publicUrl || config.corsOrigins.includes(origin)) return true;
  return hostMatches(new URL(origin).hostname.toLowerCase(), allowedHostPatterns(config));
}

type SourceCheck = 'trusted' | 'foreign' | 'unknown';

/** Where a request says it comes from: Origin, else Referer (a browser sends one of them on every form post). */
function sourceOf(req: FastifyRequest, config: SiteConfig): SourceCheck {
  const header = req.headers.origin ?? req.headers.referer;
  if (header === undefined || header === '') return 'unknown';
  const origin = originOf(header);
  return origin !== undefined && isTrustedOrigin(origin, requestOrigin(req), config) ? 'trusted' : 'foreign';
}

/**
 * Login CSRF (issue 12 item 5): the anonymous calls that sign someone in or act on an account (login, register,
 * password reset) are only taken from this site's own pages. The rule:
 * - an Origin header (or, without one, a Referer) must name a trusted origin (isTrustedOrigin), else 403;
 * - a request with neither (API clients, curl) passes when it carries no cookies; with cookies it must echo
 *   the csrftoken cookie (X-CSRFToken or the form field), as any browser write does, else 403.
 * A cross-site form post therefore never signs a visitor into someone else's account.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const source = sourceOf(req, this.config);
    if (source === 'trusted') return true;
    if (source === 'unknown' && (!req.headers.cookie || csrfTokenMatches(req))) return true;
    throw new AccessError('csrf_failed');
  }
}
