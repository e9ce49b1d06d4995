import type { core } from 'zod';
import type { Role } from './roles.js';

/**
 * One endpoint of the API as one value (DESIGN.md "API conventions"): method, path, the schemas of its path
 * parameters, query, body and answer, who may call it, and its OpenAPI summary. Controllers route and parse
 * with it, the OpenAPI document, the browser's typed call, the bad-input corpus and the role matrix read it;
 * no path is written anywhere else.
 *
 * This module holds no zod at run time (type imports only), so a browser that imports an endpoint value pays
 * only for the schemas that endpoint names. Schemas may be zod classic or zod/mini: both are `core.$ZodType`.
 */

/** Where the JSON API lives (DESIGN.md "API conventions": calls the spec names without a path live under /events/api/v1/). */
export const API_PATH_PREFIX = '/events/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod schema (classic or mini). */
export type Schema = core.$ZodType;

/** Who may call an endpoint: anyone, or a signed-in account holding one of the roles (`user` = any account). */
export type Access = { readonly kind: 'public' } | { readonly kind: 'roles'; readonly roles: readonly [Role, ...Role[]] };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const SIGNED_IN = { kind: 'roles', roles: ['user'] } as const satisfies Access;
export function anyRole<const R extends readonly [Role, ...Role[]]>(...roles: R): { readonly kind: 'roles'; readonly roles: R } {
  return { kind: 'roles', roles };
}

/**
 * Who may keep a GET's answer (DESIGN.md "Two cache classes, nothing in between"):
 * - `public`: an anonymous request's answer is the same for every visitor, so browsers and shared caches may keep
 *   it (public lifetimes and a strong ETag); a request carrying a session cookie or an Authorization header is still
 *   answered privately;
 * - `private`: every answer is personal or must reach the server each time (a click to count, a cookie read, a
 *   secret address), so no shared cache keeps it.
 */
export type CacheClass = 'public' | 'private';

/** How an answer is sent: JSON (the default), or a non-JSON body whose media type is given. */
export type ResponseKind = 'json' | 'text/calendar' | 'text/html' | 'application/xml' | 'text/plain' | 'text/csv' | 'redirect';

/** How a request body is sent: JSON (the default), an HTML form, or a multipart upload. */
export type BodyKind = 'json' | 'form' | 'multipart';

/** Error statuses an endpoint may answer besides 400 for bad input, each with what it means there. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** What each error status an endpoint may answer means there (OpenAPI response descriptions). */
export type ErrorDescriptions = Partial<Record<ErrorStatus, string>>;

export type Endpoint = {
  readonly method: HttpMethod;
  /** As the spec's call tables write it (trailing slash); `{name}` marks a path parameter. */
  readonly path: string;
  readonly access: Access;
  /** OpenAPI summary: one line. */
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tag (the domain). */
  readonly tag: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly bodyKind?: BodyKind;
  /** The body may be left out (a bookmark toggle without its flag). */
  readonly bodyOptional?: boolean;
  /** Schema of a JSON answer; absent for 204 and non-JSON answers. */
  readonly response?: Schema;
  /** What the success answer holds (OpenAPI response description). */
  readonly responseDescription?: string;
  readonly responseKind?: ResponseKind;
  /** Success status (200 unless said). */
  readonly status?: 200 | 201 | 202 | 204 | 302 | 303;
  /** A list answer: `Link` (next, prev, last) and `x-total-count` headers. */
  readonly list?: boolean;
  readonly errors?: ErrorDescriptions;
  /**
   * `files`: answered by the frontend module's file routes (the built front ends: no controller, no guard), not
   * by a controller; the OpenAPI document lists it, the controllers' route tests leave it out.
   */
  readonly servedBy?: 'files';
  /** The body of an error status when it is not the usual one (400: field errors; others: `{detail}`). */
  readonly errorBodies?: Partial<Record<ErrorStatus, Schema>>;
  /**
   * Who may keep the answer; unsaid, cacheClassOf derives it from the method and access (a public GET is `public`).
   * A public GET whose answer is personal or must not be shared says `private`.
   */
  readonly cache?: CacheClass;
};

/**
 * An endpoint's cache class: `public` for a GET anyone may call unless it says `private`; `private` for everything
 * else, whatever it says (only an anonymous request can be answered publicly).
 */
export function cacheClassOf(endpoint: Pick<Endpoint, 'method' | 'access' | 'cache'>): CacheClass {
  return endpoint.method === 'GET' && endpoint.access.kind === 'public' && endpoint.cache !== 'private' ? 'public' : 'private';
}

/** The path as the server's router writes it: `{id}` -> `:id`, no trailing slash (the router ignores it). */
export function routePathOf(endpoint: Pick<Endpoint, 'path'>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/+$/, '$1');
}

/** Declares an endpoint, keeping its literal types (schemas, access) for the typed call and the controller. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** What an endpoint of a group states for itself: what it states replaces the group's, but its errors add to them. */
export type GroupedEndpoint = Omit<Endpoint, 'method' | 'path' | 'tag' | 'access'> & { readonly tag?: string; readonly access?: Access };

/**
 * What the endpoints of one group share: their OpenAPI tag and who may call them, and whatever else each of them
 * states alike (the errors every one may answer, the path parameters of one item, ...).
 */
export type EndpointGroupShared = Partial<GroupedEndpoint> & { readonly tag: string; readonly access: Access };

type Flat<T> = { [K in keyof T]: T[K] };
type ErrorsOf<T> = T extends { readonly errors: infer E } ? E : Record<never, never>;
type MergedErrors<G, S> = 'errors' extends keyof G | keyof S ? { readonly errors: Flat<Omit<ErrorsOf<G>, keyof ErrorsOf<S>> & ErrorsOf<S>> } : unknown;

/** What the group shares with what one of its endpoints (or a narrower group) states. */
type Combined<G, S> = Flat<Omit<G, keyof S | 'errors'> & Omit<S, 'errors'> & MergedErrors<G, S>>;

/** The endpoint a group declares: what the group shares and what the endpoint states itself. */
export type GroupMember<G, M extends HttpMethod, P extends string, S> = Flat<{ readonly method: M; readonly path: P } & Combined<G, S>>;

type Declare<G, M extends HttpMethod> = <const P extends string, const S extends GroupedEndpoint>(path: P, endpoint: S) => GroupMember<G, M, P, S>;

/** A delete answers 204 without a body. */
type DeletedEndpoint = Omit<GroupedEndpoint, 'status' | 'response'>;

export type EndpointGroup<G> = {
  readonly get: Declare<G, 'GET'>;
  readonly post: Declare<G, 'POST'>;
  readonly put: Declare<G, 'PUT'>;
  readonly patch: Declare<G, 'PATCH'>;
  /** Deletes answer 204 with no body. */
  readonly delete: <const P extends string, const S extends DeletedEndpoint>(path: P, endpoint: S) => GroupMember<G, 'DELETE', P, S & { readonly status: 204 }>;
  /** The endpoints of this group that also state more alike: those on one item (its id parameter, its not-found), say. */
  readonly with: <const S extends Partial<GroupedEndpoint>>(more: S) => EndpointGroup<Combined<G, S>>;
};

/** The shared fields with an endpoint's (or a narrower group's) own: its own replace the shared ones, its errors add to them. */
function combine(shared: Partial<GroupedEndpoint>, own: Partial<GroupedEndpoint>): Partial<GroupedEndpoint> {
  const errors = shared.errors || own.errors ? { errors: { ...shared.errors, ...own.errors } } : {};
  return { ...shared, ...own, ...errors };
}

/**
 * The endpoints of one domain that share their OpenAPI tag, their access and the errors every one of them may
 * answer (the refusal of a caller without the role, say), declared by method: `group.get(path, {summary, ...})`.
 * Each is a plain endpoint value, the same as defineEndpoint would declare with every field written out.
 */
export function endpointGroup<const G extends EndpointGroupShared>(shared: G): EndpointGroup<G> {
  // Each value is the combination its type describes; TypeScript cannot follow spreads of generic objects, hence the casts.
  const declare = (method: HttpMethod, path: string, endpoint: GroupedEndpoint) => ({ method, path, ...combine(shared, endpoint) }) as Endpoint;
  const by =
    <M extends HttpMethod>(method: M): Declare<G, M> =>
    (path, endpoint) =>
      declare(method, path, endpoint) as never;
  return {
    get: by('GET'),
    post: by('POST'),
    put: by('PUT'),
    patch: by('PATCH'),
    delete: (path, endpoint) => declare('DELETE', path, { status: 204, ...endpoint }) as never,
    with: (more) => endpointGroup({ ...shared, ...combine(shared, more) }) as never,
  };
}

type ParamValue = string | number;

/** The path parameters an endpoint's path names: `/a/{id}/b/{slug}/` -> 'id' | 'slug'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values an endpoint's path needs. */
export type PathParams<E extends Pick<Endpoint, 'path'>> = { readonly [K in PathParamNames<E['path']>]: ParamValue };

/** The endpoint's path with its `{name}` parameters filled in (URI-encoded). */
export function pathOf<E extends Pick<Endpoint, 'path'>>(endpoint: E, ...[params]: PathParamNames<E['path']> extends never ? [] : [PathParams<E>]): string {
  return fillPath(endpoint.path, params);
}

/** A `{name}` path template filled from the values (untyped form of pathOf, for generic callers). */
export function fillPath(path: string, params: Readonly<Record<string, ParamValue>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Input and output types of an endpoint's schemas. */
export type ParamsOf<E extends Endpoint> = E['params'] extends Schema ? core.output<E['params']> : Record<string, never>;
export type QueryInputOf<E extends Endpoint> = E['query'] extends Schema ? core.input<E['query']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends Schema ? core.output<E['query']> : never;
export type BodyInputOf<E extends Endpoint> = E['body'] extends Schema ? core.input<E['body']> : never;
export type BodyOf<E extends Endpoint> = E['body'] extends Schema ? core.output<E['body']> : never;
export type ResponseOf<E extends Endpoint> = E['response'] extends Schema ? core.output<E['response']> : void;

/** A zod-free check of an answer (generated from its schema: answer-checks/). */
export type AnswerCheck<T> = { parse(data: unknown): T };

/**
 * What a browser needs to call an endpoint: its method, path and access, and a check of its answer: the
 * endpoint's schema, or the zod-free check generated from it (the listing's first route).
 */
export type ClientEndpoint = Pick<Endpoint, 'method' | 'path' | 'access'> & { readonly response?: Schema | AnswerCheck<unknown> };

/** The answer of a client endpoint, as its schema outputs it or its check answers it. */
export type AnswerOf<E extends ClientEndpoint> = E['response'] extends Schema
  ? core.output<E['response']>
  : E['response'] extends AnswerCheck<infer T>
    ? T
    : void;
