import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Provider, { type Account, type Adapter, type AdapterPayload, type KoaContextLike } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) for local development and tests: register the backend as
 * its client, point a social provider at it (`GOOGLE_ISSUER_URL=http://127.0.0.1:PORT`,
 * `GOOGLE_CLIENT_ID=events-local`, `GOOGLE_CLIENT_SECRET=events-local-secret`) and "Sign in with Google"
 * goes through it. Never for production: anyone may sign in as any e-mail address.
 *
 * Sign-in page (/interaction/{uid}): a form (label "Email", optional "First name", button "Sign in"); the
 * account is the e-mail typed (subject derived from it, e-mail verified, first name from the form or else
 * from the e-mail's local part). With `autoLogin` the form is skipped and the
 * default account signs in at once. Consent is implied (a first-party client).
 */
export type LocalOidcProviderOptions = {
  /** 0 = any free port. */
  readonly port?: number;
  readonly host?: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** Registered redirect URIs besides any loopback `http://localhost|127.0.0.1:*\/auth/{provider}/callback/`. */
  readonly redirectUris?: readonly string[];
  /** The account that signs in with `autoLogin`, and the form's pre-filled value. */
  readonly email?: string;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly autoLogin?: boolean;
};

export type LocalOidcProvider = {
  readonly issuer: string;
  readonly port: number;
  readonly clientId: string;
  readonly clientSecret: string;
  close(): Promise<void>;
};

export const LOCAL_OIDC_DEFAULTS = {
  clientId: 'events-local',
  clientSecret: 'events-local-secret',
  email: 'oidc.user@example.com',
  givenName: 'Olive',
  familyName: 'Idc',
} as const;

/** The stable subject of a local account: the same e-mail always signs in as the same subject. */
export function localSubjectFor(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

const LOOPBACK_CALLBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/auth\/(apple|google|twitter|facebook)\/callback\/$/;

type LocalAccount = { readonly email: string; readonly givenName: string; readonly familyName: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, email: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local OpenID provider: sign in</title></head>
<body>
<main>
<h1>Local OpenID provider</h1>
<p>For development only: any e-mail address signs in.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" value="${escapeHtml(email)}" required>
<label for="given_name">First name</label>
<input id="given_name" name="given_name" type="text" value="">
<button type="submit">Sign in</button>
</form>
</main>
</body></html>`;
}

/** An in-memory store of the provider's artefacts, private to one provider (nothing shared between instances). */
function memoryAdapter(): new (name: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      entries.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn > 0 ? expiresIn : 3600) * 1000 });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id));
    }

    /** The first live artefact of this model that `matches`. */
    private findLive(matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
      for (const key of entries.keys()) {
        if (!key.startsWith(`${this.model}:`)) continue;
        const payload = live(key);
        if (payload && matches(payload)) return payload;
      }
      return undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findLive((payload) => payload.uid === uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findLive((payload) => payload.userCode === userCode);
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}

/** "jo.smith@x.org" -> "Jo": a first name for an account typed on the form without one. */
function nameFromEmail(email: string): string {
  const word = email.split('@')[0]?.split(/[^A-Za-z]+/).find((part) => part !== '') ?? 'Local';
  return `${word[0]?.toUpperCase() ?? ''}${word.slice(1).toLowerCase()}`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider on 127.0.0.1 (by default) and resolves once it listens. */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions = {}): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? LOCAL_OIDC_DEFAULTS.clientId;
  const clientSecret = options.clientSecret ?? LOCAL_OIDC_DEFAULTS.clientSecret;
  const defaultAccount: LocalAccount = {
    email: options.email ?? LOCAL_OIDC_DEFAULTS.email,
    givenName: options.givenName ?? LOCAL_OIDC_DEFAULTS.givenName,
    familyName: options.familyName ?? LOCAL_OIDC_DEFAULTS.familyName,
  };
  // Accounts seen by this process, by subject (the provider asks for claims by subject).
  const accounts = new Map<string, LocalAccount>([[localSubjectFor(defaultAccount.email), defaultAccount]]);

  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const issuer = `http://${shownHost}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    ttl: { AccessToken: 3600, AuthorizationCode: 120, IdToken: 3600, Interaction: 900, Session: 3600, Grant: 3600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris && options.redirectUris.length > 0 ? options.redirectUris : ['http://localhost:3000/auth/google/callback/'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', kid: 'local-1', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(24).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    // Like Google: the ID token itself carries the e-mail (the userinfo endpoint answers too).
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub): Account | undefined => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`.trim(),
        }),
      };
    },
    // First-party client: consent is implied, so only the sign-in page is shown.
    loadExistingGrant: async (ctx: KoaContextLike) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!oidc.session.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      await grant.save();
      return grant;
    },
  });
  const originalRedirectCheck = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(uri: string): boolean {
    return LOOPBACK_CALLBACK.test(uri) || originalRedirectCheck.call(this, uri);
  };
  const oidcHandler = provider.callback();

  const signIn = async (req: IncomingMessage, res: ServerResponse, account: LocalAccount): Promise<void> => {
    const accountId = localSubjectFor(account.email);
    accounts.set(accountId, account);
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'POST') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, email));
        return;
      }
      await signIn(req, res, { email, givenName: (form.get('given_name') ?? '').trim() || nameFromEmail(email), familyName: defaultAccount.familyName });
      return;
    }
    if (options.autoLogin) {
      await signIn(req, res, defaultAccount);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, defaultAccount.email));
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      return;
    }
    oidcHandler(req, res);
  });

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const USAGE = `Usage: node backend/dist-tools/tools/dev/local-oidc-provider.js [--port N] [--host 127.0.0.1] [--client-id ID] [--client-secret S]
       [--redirect-uri URI ...] [--email E] [--given-name N] [--auto-login]

A local OpenID Connect provider for development and end-to-end tests (never for production).
Defaults: port 0 (a free one), client ${LOCAL_OIDC_DEFAULTS.clientId} / ${LOCAL_OIDC_DEFAULTS.clientSecret}, account ${LOCAL_OIDC_DEFAULTS.email}.
Any loopback http://localhost|127.0.0.1:*/auth/{provider}/callback/ is an accepted redirect URI.
Prints one line "Local OpenID provider ready: <issuer>" once it listens.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      email: { type: 'string' },
      'given-name': { type: 'string' },
      'auto-login': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (values.port !== undefined && !/^\d+$/.test(values.port)) throw new Error(`--port must be a number (got "${values.port}")`);
  const provider = await startLocalOidcProvider({
    port: values.port === undefined ? 0 : Number(values.port),
    host: values.host,
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
    redirectUris: values['redirect-uri'],
    email: values.email,
    givenName: values['given-name'],
    autoLogin: values['auto-login'],
  });
  process.stdout.write(`Local OpenID provider ready: ${provider.issuer} (client ${provider.clientId})\n`);
  const stop = (): void => {
    void provider.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
