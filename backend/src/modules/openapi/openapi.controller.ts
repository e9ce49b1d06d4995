import { Controller, Header } from '@nestjs/common';
import { openapiEndpoints } from '@events/contracts/openapi';
import { Route } from '../../common/auth/route.decorator.js';
import type { OpenApiDocument } from './openapi-document.js';
import { OpenApiService } from './openapi.service.js';

@Controller()
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  /** `GET /events/api/v1/openapi.json`: the OpenAPI 3.1 document of the public API. */
  @Route(openapiEndpoints.document)
  @Header('Cache-Control', 'public, max-age=300, s-maxage=300')
  document(): OpenApiDocument {
    return this.openApi.openApiDocument();
  }
}
