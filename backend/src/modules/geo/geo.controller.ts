import { Controller, Header, Query } from '@nestjs/common';
import { geoEndpoints, type GeocodeResult } from '@events/contracts/geo';
import { Route } from '../../common/auth/route.decorator.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { GeoService } from './geo.service.js';

@Controller()
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  /** Geocode helper: `?q={address}&country={code}` -> `{longitude, latitude, displayName}`; 404 when unknown. */
  @Route(geoEndpoints.geocode)
  @Header('Cache-Control', 'private, max-age=3600')
  geocode(@Query() rawQuery: unknown): Promise<GeocodeResult> {
    const query = parseQuery(geoEndpoints.geocode.query, rawQuery);
    return this.geo.resolve(query.q, query.country);
  }
}
