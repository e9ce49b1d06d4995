import { Body, Controller, Header, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adsEndpoints as api,
  SEARCH_AD_SEEN_COOKIE,
  SEARCH_AD_SEEN_SECONDS,
  type SearchAd,
  type SearchAdQuery,
} from '@events/contracts/ads';
import { Route } from '../../common/auth/route.decorator.js';
import { setCookie } from '../../common/http/cookies.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { objectBody, parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { AdsService } from './ads.service.js';

/** The ad_seen cookie goes to the ads calls only. */
const ADS_PATH = api.search.path.replace(/\/$/, '');

/** True when the Cookie header carries `name` (any value). */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trim().split('=', 1)[0] === name);
}

/** The listing's query, a list parameter's errors under its own name (`event_types`, not `event_types.0`), as the listing says them. */
function parseAdQuery(rawQuery: unknown): SearchAdQuery {
  try {
    return parseQuery(api.search.query, rawQuery);
  } catch (error) {
    if (!(error instanceof RequestValidationError)) throw error;
    const folded: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const kept = (folded[key.replace(/\.\d+$/, '')] ??= []);
      for (const message of messages) if (!kept.includes(message)) kept.push(message);
    }
    throw new RequestValidationError(folded);
  }
}

@Controller()
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  /**
   * An ad for the events listing's search (`event_types`, `keyword`; other listing parameters ignored), or 404
   * `{detail: "Not found."}`. firstForSession: no ad ping yet in this browser session (no `ad_seen` cookie).
   */
  @Route(api.search)
  @Header('Cache-Control', 'no-store')
  searchAd(@Query() rawQuery: unknown, @Req() req: FastifyRequest): Promise<SearchAd> {
    const query = parseAdQuery(rawQuery);
    return this.ads.adForSearch(query, !hasCookie(req.headers.cookie, SEARCH_AD_SEEN_COOKIE));
  }

  /**
   * `{id}` when an ad is shown: one more impression today, and the `ad_seen` cookie for the session.
   * A public write: CSRF protection arrives with the accounts issue; no rate limit yet.
   */
  @Route(api.ping)
  async ping(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    const { id } = parseWith(api.ping.body, objectBody(body));
    await this.ads.recordImpression(id);
    setCookie(res, SEARCH_AD_SEEN_COOKIE, '1', {
      maxAge: SEARCH_AD_SEEN_SECONDS * 1000,
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      path: ADS_PATH,
    });
  }
}
