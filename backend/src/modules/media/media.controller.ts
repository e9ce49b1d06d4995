import { Controller, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type ItemImages, mediaEndpoints as api } from '@events/contracts/media';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { readImageForm } from './image-form.js';
import type { ImageOwner } from './media.queries.js';
import { MediaService } from './media.service.js';
import { UploadsInFlight } from './uploads-in-flight.js';

/**
 * POST a venue's or an event's image (multipart). Who may is checked before the upload is read, so a refused
 * caller's bytes are never decoded; so is how many uploads the caller has under way (UploadsInFlight).
 */
@Controller()
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly uploads: UploadsInFlight,
  ) {}

  @Route(api.venueImage)
  venueImage(@Param() params: unknown, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ItemImages> {
    return this.upload('venue', parseWith(api.venueImage.params, params).id, user, request);
  }

  @Route(api.eventImage)
  eventImage(@Param() params: unknown, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ItemImages> {
    return this.upload('event', parseWith(api.eventImage.params, params).id, user, request);
  }

  @Route(api.adImage)
  adImage(@Param() params: unknown, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ItemImages> {
    return this.upload('ad', parseWith(api.adImage.params, params).id, user, request);
  }

  private async upload(owner: ImageOwner, id: number, user: AuthUser, request: FastifyRequest): Promise<ItemImages> {
    await this.media.assertMayEdit(user, owner, id);
    return this.uploads.run(user.id, async () => this.media.setImage(owner, id, parseWith(api.venueImage.body, await readImageForm(request))));
  }
}
