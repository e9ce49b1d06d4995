import { Global, Module } from '@nestjs/common';
import { CatalogueChangeListener } from './catalogue-change-listener.service.js';
import { RenderCacheRegistry } from './render-cache-registry.js';

/**
 * The app's render cache registry and the listener that clears it on catalogue changes, provided once from the app
 * module (as ClockModule provides the clock): infrastructure no domain module owns.
 */
@Global()
@Module({ providers: [RenderCacheRegistry, CatalogueChangeListener], exports: [RenderCacheRegistry] })
export class RenderCacheModule {}
