import { createSecretKey, hkdfSync } from 'node:crypto';
import { Inject, Injectable, type Provider } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { z } from 'zod';
import { HOST_MAX } from '@events/contracts/widget-metrics';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { resolveJwtSecret } from '../auth/jwt-secret.js';

/**
 * How long a widget page's hit token is honoured. A visitor keeps paging and scrolling one page view for minutes,
 * rarely an hour; later hits of that page count under the unknown host.
 */
export const WIDGET_HIT_TOKEN_SECONDS = 3600;

/**
 * Tokens are made as of the start of a period this long, so every page of one widget and host made in one period
 * carries the same token and the page itself is the same bytes: its ETag stays the same and a reader's copy is
 * answered 304 (issue 28). A token is honoured at least WIDGET_HIT_TOKEN_SECONDS minus this after its page was made.
 */
export const WIDGET_HIT_TOKEN_PERIOD_SECONDS = 600;

/** The injection token of the JwtService signing hit tokens. */
export const WIDGET_HIT_JWT = 'WIDGET_HIT_JWT';

/**
 * The JwtService of hit tokens: HS256 (as sessions are signed) under a key derived from the session secret
 * (JWT_SECRET, or the key file every instance of one data folder shares), so every instance verifies what any other
 * made, while a token that any site can read in a widget page never shares a MAC key with the session tokens.
 */
export const widgetHitJwtProvider: Provider = {
  provide: WIDGET_HIT_JWT,
  inject: [APP_CONFIG],
  useFactory: async (config: AppConfig) => {
    const secret = await resolveJwtSecret(config.auth.jwtSecret, config.dataDir);
    const key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, '', 'widget-hit-token', 32)));
    // A KeyObject, not bytes: jsonwebtoken would otherwise try them as a public key on every verification.
    return new JwtService({ secret: key as unknown as string, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  },
};

const claimsSchema = z.object({
  typ: z.literal('widget_hits'),
  wid: z.number().int().positive(),
  host: z.string().min(1).max(HOST_MAX + 6),
});

/** What a valid token vouches for: the widget whose page it was made for and the embedding host the server saw. */
export type WidgetHitSource = { readonly widgetId: number; readonly host: string };

/**
 * The hit token of a widget page: the server renders the page knowing the embedding host (its Referer), signs the
 * widget id and that host with an expiry, and the page's hit queue sends it with each batch; the hits endpoint
 * credits that host, never one named in the body. Made and checked on the product's Clock.
 */
@Injectable()
export class WidgetHitTokens {
  constructor(
    @Inject(WIDGET_HIT_JWT) private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  issue(widgetId: number, host: string): string {
    const now = this.clockSeconds();
    const periodStart = now - (now % WIDGET_HIT_TOKEN_PERIOD_SECONDS);
    return this.jwt.sign({ typ: 'widget_hits', wid: widgetId, host, iat: periodStart }, { expiresIn: WIDGET_HIT_TOKEN_SECONDS });
  }

  /** The widget and host of a token; null when it is missing, forged, altered or expired. */
  verify(token: string | undefined): WidgetHitSource | null {
    if (token === undefined || token === '') return null;
    try {
      const claims = claimsSchema.safeParse(this.jwt.verify(token, { clockTimestamp: this.clockSeconds() }));
      return claims.success ? { widgetId: claims.data.wid, host: claims.data.host } : null;
    } catch {
      return null;
    }
  }

  private clockSeconds(): number {
    return Math.floor(this.clock.nowMs() / 1000);
  }
}
