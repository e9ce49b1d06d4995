import type { FastifyReply } from 'fastify';

/**
 * Adds header names to the answer's `Vary` without dropping the ones set before (CORS adds Origin, the SPA
 * fallback Accept, the shell page Cookie): a shared cache must key the answer on every one of them.
 */
export function addVary(reply: FastifyReply, ...fields: readonly string[]): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current);
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.includes('*')) return;
  const known = new Set(names.map((name) => name.toLowerCase()));
  for (const field of fields) {
    if (known.has(field.toLowerCase())) continue;
    known.add(field.toLowerCase());
    names.push(field);
  }
  reply.header('Vary', names.join(', '));
}
