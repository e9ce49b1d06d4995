import { createHmac, type KeyObject, createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JWT_SECRET } from './jwt-secret.js';

/**
 * The CSRF token of a sign-in: an HMAC of its refresh family under the session key. A write must echo it, so a
 * csrftoken cookie planted by someone else (cookie tossing from a sibling subdomain, a shared machine) never
 * passes, and every instance derives the same token with nothing stored.
 */
@Injectable()
export class SessionCsrf {
  private readonly key: KeyObject;

  constructor(@Inject(JWT_SECRET) secret: string) {
    // Its own key, derived from the session secret: the CSRF tokens never share a MAC key with the JWTs.
    this.key = createSecretKey(createHmac('sha256', secret).update('csrf-token-key').digest());
  }

  tokenFor(family: string): string {
    return createHmac('sha256', this.key).update(family).digest('base64url');
  }
}
