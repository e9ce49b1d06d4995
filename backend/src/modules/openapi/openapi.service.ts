import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

@Injectable()
export class OpenApiService {
  private document: OpenApiDocument | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The OpenAPI 3.1 document of the public API (built once, on first request). */
  openApiDocument(): OpenApiDocument {
    this.document ??= buildOpenApiDocument(this.config.version);
    return this.document;
  }
}
