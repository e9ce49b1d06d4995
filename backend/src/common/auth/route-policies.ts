import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Access, Endpoint } from '@events/contracts/endpoint';
import type { Role } from '@events/contracts/roles';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import { ROLES_KEY } from './roles.decorator.js';
import { ENDPOINT_KEY } from './route.decorator.js';

export type RoutePolicy = { readonly kind: 'public' } | { readonly kind: 'roles'; readonly roles: readonly Role[] } | { readonly kind: 'none' };

export type RouteEntry = {
  readonly method: string;
  readonly path: string;
  readonly handler: string;
  readonly policy: RoutePolicy;
  /** The endpoint the route was declared from (@Route), if any. */
  readonly endpoint?: Endpoint;
};

function joinPaths(controllerPath: unknown, handlerPath: unknown): string {
  const toList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : '']);
  const base = toList(controllerPath)[0] ?? '';
  const tail = toList(handlerPath).join('|');
  return `/${[base, tail].map((part) => part.replace(/^\/+|\/+$/g, '')).filter((part) => part !== '').join('/')}`;
}

/** Every route handler of the app with the access policy declared on it or its controller. */
export function listRoutePolicies(app: INestApplicationContext): RouteEntry[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const entries: RouteEntry[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype;
    const instance: unknown = wrapper.instance;
    if (typeof controller !== 'function' || typeof instance !== 'object' || instance === null) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[methodName];
      if (typeof handler !== 'function') continue;
      const handlerPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      if (handlerPath === undefined) continue;
      const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
      const targets = [handler, controller];
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true;
      const roles = reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
      const policy: RoutePolicy = isPublic ? { kind: 'public' } : roles && roles.length > 0 ? { kind: 'roles', roles } : { kind: 'none' };
      entries.push({
        method: typeof method === 'number' ? (RequestMethod[method] ?? String(method)) : 'GET',
        path: joinPaths(Reflect.getMetadata(PATH_METADATA, controller), handlerPath),
        handler: `${controller.name}.${methodName}`,
        policy,
        endpoint: Reflect.getMetadata(ENDPOINT_KEY, handler) as Endpoint | undefined,
      });
    }
  }
  return entries;
}

function samePolicy(policy: RoutePolicy, access: Access): boolean {
  if (policy.kind === 'public' || access.kind === 'public') return policy.kind === access.kind;
  if (policy.kind === 'none') return false;
  const declared = [...policy.roles].sort();
  const wanted = [...access.roles].sort();
  return declared.length === wanted.length && declared.every((role, i) => role === wanted[i]);
}

/**
 * The routes whose access is not what their endpoint says: one without a declared policy, one without an
 * endpoint, and one whose @Public()/@Roles() (its own or its controller's) differs from the endpoint's access.
 */
export function policyProblems(routes: readonly RouteEntry[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.path} (${route.handler})`;
    if (route.policy.kind === 'none') problems.push(`${name}: no @Public() or @Roles()`);
    if (!route.endpoint) problems.push(`${name}: no endpoint (@Route)`);
    else if (!samePolicy(route.policy, route.endpoint.access)) problems.push(`${name}: policy differs from its endpoint's access`);
  }
  return problems;
}
