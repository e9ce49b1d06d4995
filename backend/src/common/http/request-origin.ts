/** The parts of a request that say where it was sent (Fastify's, honouring TRUST_PROXY). */
export type RequestLocation = { readonly protocol: string; readonly host: string | undefined };

/**
 * `protocol://host[:port]` of the request as the browser sent it; `http://localhost` without a Host header. The
 * host is one of ours: a request for any other is refused with 400 before it is routed (allowed-hosts.ts).
 */
export function requestOrigin(req: RequestLocation): string {
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const host = req.host && /^[A-Za-z0-9.\-[\]:]+$/.test(req.host) ? req.host : 'localhost';
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return `${protocol}://localhost`;
  }
}
