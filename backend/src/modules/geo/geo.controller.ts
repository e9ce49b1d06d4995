import { Controller, Get, Header, Query } from '@nestjs/common';
import { geocodeQuerySchema, type GeocodeResult } from '@events/contracts/geo';
import { Public } from '../../common/auth/public.decorator.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { GeoService } from './geo.service.js';

@Controller('manage/geocode')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  /** Geocode helper: `?q={address}&country={code}` -> `{longitude, latitude, displayName}`; 404 when unknown. */
  @Get()
  @Public()
  @Header('Cache-Control', 'private, max-age=3600')
  geocode(@Query() rawQuery: unknown): Promise<GeocodeResult> {
    const query = parseQuery(geocodeQuerySchema, rawQuery);
    return this.geo.resolve(query.q, query.country);
  }
}
