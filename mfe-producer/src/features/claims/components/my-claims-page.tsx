import { useUserContext } from '@events/api-client/use-session';
import { CLAIM_MESSAGES, CLAIM_PATHS, type OwnClaim } from '@events/contracts/claims';
import { EmptyState } from '@events/ui/empty-state';
import { QueryResult } from '@events/ui/query-result';
import { ClaimStatusBadge } from '@events/ui/status-badge';
import { Link } from '@events/router';
import { useOwnClaims } from '../api/get-own-claims';
import './claims.css';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What a claimant can do next, by status: wait, set up the venue, or read why not. */
function nextStep(claim: OwnClaim) {
  if (claim.status === 'verified') {
    return (
      <p>
        You manage this venue. <Link to="/subscription/manage/">Choose its plan</Link> to post events.
      </p>
    );
  }
  if (claim.status === 'rejected') {
    return claim.explanation ? (
      <p className="my-claims__explanation">
        The editor explains: <q>{claim.explanation}</q>
      </p>
    ) : null;
  }
  if (claim.status === 'canceled') return null;
  return <p>An editor reviews your claim; we e-mail you when it is decided.</p>;
}

/**
 * My Claims, /account/claims/ (issue 27): the signed-in user's claims, newest first, with the venue, the day, the
 * status in the spec's colours and the editor's explanation of a rejection. The claim-received mail leads here.
 */
export function MyClaimsPage() {
  const user = useUserContext();
  const claims = useOwnClaims(user?.id ?? null);

  return (
    <section className="ui-page my-claims" aria-labelledby="my-claims-heading">
      <h1 id="my-claims-heading">My Claims</h1>
      <QueryResult query={claims}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title="You have not claimed a venue yet." message="Claim your venue to post its events and show its calendar on your own site.">
              <Link to={CLAIM_PATHS.claim} className="ui-button ui-button--secondary">
                Claim a venue
              </Link>
            </EmptyState>
          ) : (
            <ul className="my-claims__items" data-testid="my-claims">
              {data.results.map((claim) => (
                <li key={claim.id} className="my-claims__item">
                  <h2 className="my-claims__venue">{claim.poi ? <Link to={claim.poi.absoluteUrl}>{claim.poi.name}</Link> : CLAIM_MESSAGES.venueMissing}</h2>
                  <p>
                    <ClaimStatusBadge status={claim.status} /> Claimed on <time dateTime={claim.created}>{DAY.format(new Date(claim.created))}</time>
                  </p>
                  {nextStep(claim)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
    </section>
  );
}
