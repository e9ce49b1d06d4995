/**
 * The automatic verification step of a claim (spec section 4: "After a claim, it is verified briefly"): the
 * claimant's e-mail address is the venue's own e-mail, or its domain is the venue website's host (or a subdomain
 * of it). Anything else waits for an editor.
 */
export type VerificationMatch = 'venue_email' | 'website_domain' | undefined;

function hostOf(website: string): string | undefined {
  const trimmed = website.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : undefined;
  } catch {
    return undefined;
  }
}

export function verificationMatch(claimantEmail: string, venue: { readonly website: string; readonly email: string }): VerificationMatch {
  const email = claimantEmail.trim().toLowerCase();
  if (venue.email.trim() !== '' && venue.email.trim().toLowerCase() === email) return 'venue_email';
  const domain = email.split('@')[1];
  const host = hostOf(venue.website);
  if (domain && host && (domain === host || domain.endsWith(`.${host}`))) return 'website_domain';
  return undefined;
}
