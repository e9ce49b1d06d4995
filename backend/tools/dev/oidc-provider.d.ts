/**
 * The part of `oidc-provider` (no bundled types) the local development provider uses. Only the calls made in
 * local-oidc-provider.ts are typed; see the package's documentation for the rest.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AccountClaims = { readonly sub: string; readonly [claim: string]: unknown };
  export type Account = { readonly accountId: string; claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims };

  export type ClientMetadata = {
    readonly client_id: string;
    readonly client_secret?: string;
    readonly redirect_uris: readonly string[];
    readonly grant_types?: readonly string[];
    readonly response_types?: readonly string[];
    readonly token_endpoint_auth_method?: string;
  };

  export type InteractionDetails = {
    readonly uid: string;
    readonly prompt: { readonly name: string; readonly reasons: readonly string[]; readonly details: Readonly<Record<string, unknown>> };
    readonly params: Readonly<Record<string, unknown>>;
    readonly session?: { readonly accountId?: string };
    readonly grantId?: string;
  };

  export type GrantInstance = {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    save(): Promise<string>;
  };

  export type GrantClass = {
    new (properties: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  };

  export type ClientClass = { prototype: { redirectUriAllowed(uri: string): boolean } };

  export type KoaContextLike = {
    readonly oidc: {
      readonly client: { readonly clientId: string };
      readonly session: { readonly accountId?: string; grantIdFor(clientId: string): string | undefined };
      readonly result?: { readonly consent?: { readonly grantId?: string } };
      readonly provider: Provider;
    };
  };

  export type AdapterPayload = {
    readonly grantId?: string;
    readonly uid?: string;
    readonly userCode?: string;
    consumed?: number;
    readonly [field: string]: unknown;
  };

  /** Storage of the provider's artefacts (sessions, interactions, codes, grants), one instance per model name. */
  export type Adapter = {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  };

  export type Configuration = {
    readonly adapter?: new (name: string) => Adapter;
    readonly clients?: readonly ClientMetadata[];
    readonly jwks?: { readonly keys: readonly object[] };
    readonly cookies?: { readonly keys?: readonly string[] };
    readonly claims?: Readonly<Record<string, readonly string[]>>;
    readonly scopes?: readonly string[];
    readonly conformIdTokenClaims?: boolean;
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>;
    readonly pkce?: { readonly required?: () => boolean };
    readonly interactions?: { readonly url?: (ctx: unknown, interaction: { readonly uid: string }) => string };
    readonly findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    readonly loadExistingGrant?: (ctx: KoaContextLike) => Promise<GrantInstance | undefined>;
    readonly renderError?: (ctx: { type: string; body: string }, out: Record<string, string>, error: Error) => void | Promise<void>;
    readonly ttl?: Readonly<Record<string, number>>;
  };

  class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantClass;
    readonly Client: ClientClass;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Readonly<Record<string, unknown>>,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
