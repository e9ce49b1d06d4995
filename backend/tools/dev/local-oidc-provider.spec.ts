import * as oidc from 'openid-client';
import { LOCAL_OIDC_DEFAULTS, localSubjectFor, type LocalOidcProvider, startLocalOidcProvider } from './local-oidc-provider.js';

const REDIRECT_URI = 'http://localhost:3000/auth/google/callback/';

/** A minimal browser: keeps the provider's cookies and follows its redirects until one leaves the provider. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** Follows redirects within `origin`; returns the first URL outside it, or the page where it stopped. */
  async follow(start: string, origin: string): Promise<{ url: string; res: Response }> {
    let url = start;
    for (let i = 0; i < 10; i++) {
      if (!url.startsWith(origin)) return { url, res: new Response(null) };
      const res = await this.request(url);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url, res };
      url = new URL(location, url).href;
    }
    throw new Error('too many redirects');
  }
}

describe('local OpenID provider (dev tool for e2e and local sign-in)', () => {
  let provider: LocalOidcProvider;

  beforeAll(async () => {
    provider = await startLocalOidcProvider({ redirectUris: [REDIRECT_URI] });
  });

  afterAll(async () => {
    await provider?.close();
  });

  async function signIn(email: string | undefined, redirectUri = REDIRECT_URI) {
    const config = await oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const browser = new Browser();
    const page = await browser.follow(authUrl.href, provider.issuer);
    let callback = page.url;
    if (email !== undefined) {
      expect(page.res.status).toBe(200);
      const html = await page.res.text();
      expect(html).toContain('<label for="email">Email</label>');
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const posted = await browser.request(new URL(action, provider.issuer).href, { method: 'POST', form: { email } });
      expect(posted.status).toBe(303);
      callback = (await browser.follow(new URL(posted.headers.get('location') ?? '', provider.issuer).href, provider.issuer)).url;
    }
    expect(callback.startsWith(redirectUri)).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    return tokens.claims();
  }

  it('signs in the e-mail typed on its form, with a stable subject and a verified e-mail', async () => {
    const claims = await signIn('someone@example.org');
    expect(claims).toMatchObject({ sub: localSubjectFor('someone@example.org'), email: 'someone@example.org', email_verified: true });
    const again = await signIn('SOMEONE@example.org');
    expect(again?.sub).toBe(claims?.sub);
  });

  it('accepts any loopback callback of the four providers', async () => {
    const claims = await signIn('other@example.org', 'http://127.0.0.1:41234/auth/facebook/callback/');
    expect(claims?.email).toBe('other@example.org');
  });

  it('signs the default account in without a form when started with autoLogin', async () => {
    const auto = await startLocalOidcProvider({ autoLogin: true });
    try {
      const config = await oidc.discovery(new URL(auto.issuer), auto.clientId, auto.clientSecret, undefined, { execute: [oidc.allowInsecureRequests] });
      const verifier = oidc.randomPKCECodeVerifier();
      const authUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid email',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: 'abc',
      });
      const { url } = await new Browser().follow(authUrl.href, auto.issuer);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(url), { pkceCodeVerifier: verifier, expectedState: 'abc', idTokenExpected: true });
      expect(tokens.claims()).toMatchObject({ email: LOCAL_OIDC_DEFAULTS.email, sub: localSubjectFor(LOCAL_OIDC_DEFAULTS.email) });
    } finally {
      await auto.close();
    }
  });
});
