import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import { ROLES_KEY, type Role } from './roles.decorator.js';

export type RoutePolicy = { readonly kind: 'public' } | { readonly kind: 'roles'; readonly roles: readonly Role[] } | { readonly kind: 'none' };

export type RouteEntry = {
  readonly method: string;
  readonly path: string;
  readonly handler: string;
  readonly policy: RoutePolicy;
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
      });
    }
  }
  return entries;
}
