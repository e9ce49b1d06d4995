import { Body, Controller, Param, Query } from '@nestjs/common';
import { type TimeZoneAnswer, type VenueFormData, venueFormsEndpoints as api } from '@events/contracts/venue-forms';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { VenueFormsService } from './venue-forms.service.js';
import { timeZoneAt } from './venue-time-zone.js';

/**
 * The venue write path (spec section 7): add-venue, suggest-venue, edit-venue, the edit form's GET and delete.
 * Who may do what is decided by VenueFormsService from the caller's roles, never from the payload.
 */
@Controller()
export class VenueFormsController {
  constructor(private readonly venueForms: VenueFormsService) {}

  @Route(api.add)
  add(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<VenueFormData> {
    return this.venueForms.add(user, parseWith(api.add.body, body ?? {}), 'add');
  }

  @Route(api.suggest)
  suggest(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<VenueFormData> {
    return this.venueForms.add(user, parseWith(api.suggest.body, body ?? {}), 'suggest');
  }

  @Route(api.get)
  get(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<VenueFormData> {
    return this.venueForms.get(user, parseWith(api.get.params, params).id);
  }

  @Route(api.edit)
  edit(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<VenueFormData> {
    const { id } = parseWith(api.edit.params, params);
    return this.venueForms.edit(user, id, parseWith(api.edit.body, body ?? {}));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown): Promise<void> {
    await this.venueForms.remove(parseWith(api.remove.params, params).id);
  }

  /** `?lat=&lon=` -> `{timeZone}`: the zone the form proposes for a position. */
  @Route(api.timeZone)
  timeZone(@Query() rawQuery: unknown): TimeZoneAnswer {
    const { lat, lon } = parseQuery(api.timeZone.query, rawQuery);
    return { timeZone: timeZoneAt(lat, lon) };
  }
}
