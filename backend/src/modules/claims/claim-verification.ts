import { createRequire } from 'node:module';
import { isValid as isDeliverableAddress } from 'mailchecker';

/**
 * The automatic verification step of a claim (spec section 4: "After a claim, it is verified briefly"): the
 * claimant's confirmed e-mail address is the venue's own e-mail, or its domain is the venue website's host (or a
 * subdomain of it). Anything else waits for an editor. The caller checks that the address is confirmed.
 */
export type VerificationMatch = 'venue_email' | 'website_domain' | undefined;

/**
 * Mail domains anyone can sign up at (gmail.com, a throwaway service): sharing one with a venue's website proves
 * nothing, as when a venue's "website" is a page on such a provider. Two maintained lists: free providers
 * (email-providers) and disposable ones (mailchecker).
 */
const FREE_MAIL = new Set<string>(createRequire(import.meta.url)('email-providers/all.json') as string[]);

export function isFreeMailDomain(domain: string): boolean {
  const host = domain.toLowerCase();
  return FREE_MAIL.has(host) || !isDeliverableAddress(`postmaster@${host}`);
}

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
  if (domain && host && !isFreeMailDomain(domain) && (domain === host || domain.endsWith(`.${host}`))) return 'website_domain';
  return undefined;
}
