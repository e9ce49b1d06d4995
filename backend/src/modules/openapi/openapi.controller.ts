import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator.js';
import type { OpenApiDocument } from './openapi-document.js';
import { OpenApiService } from './openapi.service.js';

@Controller('events/api/v1')
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  /** `GET /events/api/v1/openapi.json`: the OpenAPI 3.1 document of the public API. */
  @Get('openapi.json')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  document(): OpenApiDocument {
    return this.openApi.openApiDocument();
  }
}
