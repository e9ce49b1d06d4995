import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { type Access, cacheClassOf, type Endpoint, routePathOf } from '@events/contracts/endpoint';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';

export const ENDPOINT_KEY = 'api:endpoint';

/** The access metadata the global guard reads: @Public() or @Roles(...). */
export function accessDecorator(access: Access): MethodDecorator & ClassDecorator {
  return access.kind === 'public' ? Public() : Roles(...access.roles);
}

/**
 * Routes a handler as its endpoint says (DESIGN.md "API conventions"): the method, the path with `{id}` as `:id`
 * (the router answers with and without the trailing slash), the success status, the access policy and the cache
 * class (in the Fastify route's config, where the conditional-get hook reads it: common/http/cache-class.ts). The
 * endpoint itself is kept on the handler for the route-policy and OpenAPI tests. Controllers are `@Controller()`.
 */
export function Route(endpoint: Endpoint): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: routePathOf(endpoint), method: RequestMethod[endpoint.method] }),
    HttpCode(endpoint.status ?? 200),
    accessDecorator(endpoint.access),
    RouteConfig({ cacheClass: cacheClassOf(endpoint) }),
    SetMetadata(ENDPOINT_KEY, endpoint),
  );
}
