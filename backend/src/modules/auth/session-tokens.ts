import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Claims of an access token: the user (`sub`) and the sign-in it belongs to (`fam`, its refresh family). */
export const accessClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  fam: z.uuid(),
  typ: z.literal('access'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** An opaque random token (refresh token, password reset link). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newFamily(): string {
  return randomUUID();
}

/** Only this is stored: a leaked table holds nothing that signs anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
