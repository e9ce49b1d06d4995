import type { onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

/** The 400 of a request whose Host is not one of ours (Django's DisallowedHost). */
export const INVALID_HOST_DETAIL = 'Invalid Host header: this server does not answer for that host.';
export const INVALID_HOST_CODE = 'invalid_host';

/** A host name, an IPv4 address or a bracketed IPv6 address, then an optional port (Django's host_validation_re). */
const HOST_HEADER = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:\d+)?$/;

/** The lower-cased host name of a Host header without its port or trailing dot, or undefined when malformed. */
export function hostNameOf(host: string): string | undefined {
  const match = HOST_HEADER.exec(host.toLowerCase());
  if (!match) return undefined;
  const name = match[1] as string;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Whether a host name matches one of the patterns (ALLOWED_HOSTS): `*` matches any, `.example.org` matches
 * example.org and its subdomains, anything else matches itself exactly; ports never matter.
 */
export function hostMatches(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    if (pattern.startsWith('.')) return name === pattern.slice(1) || name.endsWith(pattern);
    return name === pattern;
  });
}

/** ALLOWED_HOSTS plus the host of PUBLIC_URL, which is always ours. */
export function allowedHostPatterns(config: Pick<AppConfig, 'allowedHosts' | 'publicUrl'>): string[] {
  const patterns = [...config.allowedHosts];
  if (config.publicUrl !== undefined) patterns.push(new URL(config.publicUrl).hostname.toLowerCase());
  return patterns;
}

/** Whether a request's host (Host, or X-Forwarded-Host behind a trusted proxy) is one this site answers for. */
export function isAllowedHost(host: string | undefined, patterns: readonly string[]): boolean {
  // HTTP/1.0 without a Host header: links then use PUBLIC_URL or http://localhost, nothing the client chose.
  if (host === undefined || host === '') return true;
  const name = hostNameOf(host);
  return name !== undefined && hostMatches(name, patterns);
}

/**
 * Refuses, with 400, every request whose Host is not PUBLIC_URL's host or in ALLOWED_HOSTS (default: this
 * machine's names), as Django does: mailed links, social sign-in redirect URIs, the remote registry, sitemaps
 * and calendar files are built from the request's origin when PUBLIC_URL is unset, so a forged Host must never
 * get that far. An onRequest hook registered after the X-Forwarded-* clean-up, so it checks the host the rest of
 * the app reads.
 */
export function allowedHostsHook(config: Pick<AppConfig, 'allowedHosts' | 'publicUrl'>): onRequestHookHandler {
  const patterns = allowedHostPatterns(config);
  const anyHost = patterns.includes('*');
  return (request, reply, done) => {
    if (anyHost || isAllowedHost(request.host, patterns)) {
      done();
      return;
    }
    reply.code(400).header('cache-control', 'no-store').send({ detail: INVALID_HOST_DETAIL, code: INVALID_HOST_CODE });
  };
}
