import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import { type Access, type Endpoint, routePathOf } from '@events/contracts/endpoint';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';

export const ENDPOINT_KEY = 'api:endpoint';

/** The access metadata the global guard reads: @Public() or @Roles(...). */
export function accessDecorator(access: Access): MethodDecorator & ClassDecorator {
  return access.kind === 'public' ? Public() : Roles(...access.roles);
}

/**
 * Routes a handler as its endpoint says (DESIGN.md "API conventions"): the method, the path with `{id}` as `:id`
 * (the router answers with and without the trailing slash), the success status and the access policy. The
 * endpoint itself is kept on the handler for the route-policy and OpenAPI tests. Controllers are `@Controller()`.
 */
export function Route(endpoint: Endpoint): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: routePathOf(endpoint), method: RequestMethod[endpoint.method] }),
    HttpCode(endpoint.status ?? 200),
    accessDecorator(endpoint.access),
    SetMetadata(ENDPOINT_KEY, endpoint),
  );
}
