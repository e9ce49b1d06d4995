import { fillPath, type AnswerOf, type ClientEndpoint, type PathParamNames, type PathParams, type Schema } from '@events/contracts/endpoint';
import { OFFLINE_ACTION_MESSAGE, OFFLINE_COPY_HEADER, OFFLINE_ERROR_CODE } from '@events/contracts/app-worker';
import { ApiError, errorFromResponse } from './api-error.js';
import { AUTH_API_PREFIX, TOKEN_REFRESH_PATH } from '@events/contracts/auth-constants';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf.js';
import { parseLinkHeader, parseTotalCount, type PageLinks } from './link-header.js';
import { withQuery, type QueryParams } from './query-string.js';

/** Anything with a zod-style `parse`: the caller's response schema from @events/contracts. */
export type ResponseSchema<T> = { parse(data: unknown): T };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  query?: QueryParams;
  /** JSON-encoded unless it is FormData / URLSearchParams (form posts, image uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
};

export type ApiResponse<T> = {
  data: T;
  status: number;
  /** `x-total-count` of a list answer; null when the answer has none. */
  totalCount: number | null;
  /** Page numbers of the `Link` header (next, prev, last). */
  pages: PageLinks;
  /**
   * When the answer was received, if the app's service worker answered from its cache because the network failed
   * (issue 32); null for the server's own answer.
   */
  offlineCopyAt: Date | null;
};

/** The time the worker's offline copy was received, from its header (an HTTP date). */
function offlineCopyAtOf(header: string | null): Date | null {
  if (header === null) return null;
  const time = new Date(header);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * What a call of one endpoint sends: its path parameters (required when the path names any), its query, its
 * body (JSON, or FormData for uploads), and optionally a validator of the answer that replaces the endpoint's
 * response schema (the listing's first route checks its answer without loading zod).
 */
export type CallInput<E extends ClientEndpoint> = (PathParamNames<E['path']> extends never ? { params?: never } : { params: PathParams<E> }) & {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  validate?: ResponseSchema<AnswerOf<E>>;
};

/** The input may be left out when the endpoint's path has no parameters. */
export type CallArgs<E extends ClientEndpoint> = PathParamNames<E['path']> extends never ? [input?: CallInput<E>] : [input: CallInput<E>];

export type ApiClient = {
  /** Calls one endpoint of libs/contracts: its method and path, its answer checked by its response schema. */
  call<E extends ClientEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResponse<AnswerOf<E>>>;
  request<T>(method: HttpMethod, path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(path: string, schema: ResponseSchema<T>, options?: Omit<RequestOptions, 'body'>): Promise<ApiResponse<T>>;
  post<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<ApiResponse<T>>;
};

export type ApiClientOptions = {
  /** Prefix of every path; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** The fetch implementation; injected in tests. Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Source of the cookie string the CSRF token is read from. Defaults to `document.cookie`. */
  readCookies?: () => string;
  /**
   * Renews an expired session: called (once at a time) when an answer is 401; `true` retries the request
   * once. The page's client posts to the token refresh path; tests and other hosts may pass their own or none.
   */
  refreshSession?: (() => Promise<boolean>) | null;
};

/**
 * Checks an answer with a contracts schema through the Standard Schema interface every zod schema (classic or
 * mini) carries, so this module imports no zod of its own.
 */
function standardParser<T>(schema: Schema): ResponseSchema<T> {
  return {
    parse(data) {
      const result = schema['~standard'].validate(data);
      if (result instanceof Promise) throw new TypeError('Contracts schemas are synchronous.');
      if (result.issues) throw new TypeError(result.issues.map((issue) => `${(issue.path ?? []).map(String).join('.')}: ${issue.message}`).join('; '));
      return result.value as T;
    },
  };
}

/** An answer without a JSON body (204, or a file): taken as it is. */
const unchecked: ResponseSchema<never> = { parse: (data) => data as never };

/** How an endpoint's answer is checked: its schema, its generated check, or not at all when it has no body. */
export function answerParser<T>(endpoint: ClientEndpoint): ResponseSchema<T> {
  const { response } = endpoint;
  if (!response) return unchecked;
  return '~standard' in response ? standardParser<T>(response) : (response as ResponseSchema<T>);
}

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function isRawBody(body: unknown): body is FormData | URLSearchParams | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

/** Reads the body: JSON when it says so, text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  return JSON.parse(text) as unknown;
}

/**
 * The one typed fetch client of the front ends: credentials always included, the CSRF header on writes,
 * bracket-style array queries, Link / x-total-count parsing, 400 bodies turned into a field error map,
 * and every answer validated by the schema the caller passes.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const readCookies = options.readCookies ?? browserCookies;
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch.bind(globalThis))(input, init);
  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time: concurrent 401s wait for the same renewal. */
  function refreshOnce(): Promise<boolean> {
    const refresh = options.refreshSession;
    if (!refresh) return Promise.resolve(false);
    refreshing ??= refresh()
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function send(method: HttpMethod, url: string, body: unknown, signal: AbortSignal | undefined, extraHeaders?: RequestOptions['headers']) {
    const headers = new Headers({ Accept: 'application/json', ...extraHeaders });
    if (method !== 'GET') {
      const token = readCookie(readCookies(), CSRF_COOKIE);
      if (token) headers.set(CSRF_HEADER, token);
    }
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
    }
    try {
      return await doFetch(url, { method, headers, body: payload, credentials: 'include', signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new ApiError({ kind: 'network', status: 0, message: OFFLINE_ACTION_MESSAGE, code: OFFLINE_ERROR_CODE, cause: error });
      }
      throw new ApiError({ kind: 'network', status: 0, message: 'The server could not be reached.', cause: error });
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    schema: ResponseSchema<T>,
    { query, body, signal, headers: extraHeaders }: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = `${baseUrl}${withQuery(path, query)}`;
    let response = await send(method, url, body, signal, extraHeaders);
    // An expired access token: renew it once and repeat the request (never for the auth calls themselves).
    if (response.status === 401 && !path.startsWith(AUTH_API_PREFIX) && (await refreshOnce())) {
      response = await send(method, url, body, signal, extraHeaders);
    }

    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch (error) {
      if (isAbort(error)) throw error;
      if (!response.ok) throw errorFromResponse(response.status, undefined);
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: 'The server answered with a body that is not valid JSON.',
        cause: error,
      });
    }
    if (!response.ok) throw errorFromResponse(response.status, parsed);

    let data: T;
    try {
      data = schema.parse(parsed);
    } catch (error) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: `The answer of ${method} ${path} does not have the expected shape.`,
        cause: error,
      });
    }
    return {
      data,
      status: response.status,
      totalCount: parseTotalCount(response.headers.get('x-total-count')),
      pages: parseLinkHeader(response.headers.get('link')),
      offlineCopyAt: offlineCopyAtOf(response.headers.get(OFFLINE_COPY_HEADER)),
    };
  }

  function call<E extends ClientEndpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ApiResponse<AnswerOf<E>>> {
    const { params, validate, ...options } = (input ?? {}) as CallInput<E>;
    const path = fillPath(endpoint.path, params as Readonly<Record<string, string | number>> | undefined);
    return request(endpoint.method, path, validate ?? answerParser<AnswerOf<E>>(endpoint), options);
  }

  return {
    call,
    request,
    get: (path, schema, opts) => request('GET', path, schema, opts),
    post: (path, schema, opts) => request('POST', path, schema, opts),
    put: (path, schema, opts) => request('PUT', path, schema, opts),
    patch: (path, schema, opts) => request('PATCH', path, schema, opts),
    delete: (path, schema, opts) => request('DELETE', path, schema, opts),
  };
}

/** POSTs the token refresh call with the page's cookies; true when the session was renewed. */
async function refreshBrowserSession(): Promise<boolean> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readCookie(browserCookies(), CSRF_COOKIE);
  if (token) headers.set(CSRF_HEADER, token);
  const response = await globalThis.fetch(TOKEN_REFRESH_PATH, { method: 'POST', headers, credentials: 'include' });
  return response.ok;
}

/**
 * The page's client (same origin, browser cookies, renewing an expired session once on a 401). The federation
 * shares `@events/api-client/*` as a singleton, so the shell and every remote use this one instance.
 */
export const apiClient: ApiClient = createApiClient({ refreshSession: refreshBrowserSession });
