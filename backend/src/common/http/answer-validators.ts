import { Global, Injectable, Module } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Endpoint, type ParamsOf, routePathOf } from '@events/contracts/endpoint';
import { parseQuery, parseWith } from '../validation/parse-request.js';

/**
 * What a public answer is made of (a row version, the catalogue's generation), read from the request's path
 * parameters by a statement far cheaper than the answer: the parts of its validator ETag (conditional-get.ts).
 */
export type AnswerValidator<E extends Endpoint> = (params: ParamsOf<E>) => Promise<readonly unknown[]>;

/** A registered validator, applied to a request: rejects when the request is one its handler refuses (a 400). */
type RouteValidator = (request: FastifyRequest) => Promise<readonly unknown[]>;

/**
 * The validators of the public answers that have one, by route. A controller registers its endpoint's when its
 * module starts; the conditional-get hook (registerEarlyNotModified) reads it before the route's handler, so a
 * shared cache revalidating its copy (nginx's background update, issue 28) is answered 304 by Fastify alone: no
 * guard, pipe or handler runs, and nothing of the body is read.
 */
@Injectable()
export class AnswerValidators {
  private readonly byRoute = new Map<string, RouteValidator>();

  register<E extends Endpoint>(endpoint: E, validate: AnswerValidator<E>): void {
    const route = routePathOf(endpoint);
    if (this.byRoute.has(route)) throw new Error(`${route} has a validator already`);
    this.byRoute.set(route, async (request) => {
      // The handler parses the same way: what it would refuse gets its 400 from it, never an early answer.
      if (endpoint.query !== undefined) parseQuery(endpoint.query, request.query);
      const params = endpoint.params === undefined ? {} : parseWith(endpoint.params, request.params);
      return validate(params as ParamsOf<E>);
    });
  }

  /** The validator of the request's route, if it has one. */
  of(request: FastifyRequest): RouteValidator | undefined {
    const route = request.routeOptions.url;
    return route === undefined ? undefined : this.byRoute.get(route);
  }
}

/** The registry, provided once from the app module: infrastructure no domain module owns. */
@Global()
@Module({ providers: [AnswerValidators], exports: [AnswerValidators] })
export class AnswerValidatorsModule {}
