import { Controller, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { core } from 'zod';
import type { FieldErrors } from '@events/contracts/lists';
import { searchEndpoints as api } from '@events/contracts/search';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { AnonymousDateRangeLimit } from './date-range-policy.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { SearchCentreService } from './search-centre.service.js';
import { SearchService } from './search.service.js';

/** `event_types.1` -> `event_types`: a list parameter's errors are reported under its own name, once each. */
export function byParameter(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/\.\d+$/, '');
    const kept = (out[field] ??= []);
    for (const message of messages) if (!kept.includes(message)) kept.push(message);
  }
  return out;
}

function parseListingQuery<S extends core.$ZodType>(schema: S, rawQuery: unknown): core.output<S> {
  try {
    return parseQuery(schema, rawQuery);
  } catch (error) {
    throw error instanceof RequestValidationError ? new RequestValidationError(byParameter(error.fieldErrors)) : error;
  }
}

/**
 * The events listing and the venue (poi) listing (spec section 3, "Event search filters"); `address_id` (one of
 * the caller's saved addresses) becomes the search centre before the search runs.
 */
@Controller()
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly centre: SearchCentreService,
  ) {}

  @Route(api.events)
  @AnonymousDateRangeLimit()
  async listEvents(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser | null, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = await this.centre.withAddressPoint(parseListingQuery(api.events.query, rawQuery), user);
    sendListing(req, res, await this.search.listEvents(query), query);
  }

  @Route(api.venues)
  @AnonymousDateRangeLimit()
  async listVenues(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser | null, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = await this.centre.withAddressPoint(parseListingQuery(api.venues.query, rawQuery), user);
    sendListing(req, res, await this.search.listVenues(query), query);
  }
}
