import { useUserContext } from '@events/api-client/use-session';
import { CLAIM_PATHS, type OwnClaim } from '@events/contracts/claims';
import { EmptyState } from '@events/ui/empty-state';
import { QueryResult } from '@events/ui/query-result';
import { ClaimStatusBadge } from '@events/ui/status-badge';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import type { ReactNode } from 'react';
import { useOwnClaims } from '../api/get-own-claims';
import './claims.css';

const messages = plainMessages(defineMessages({
  verified: { id: 'producer.myClaims.verified', defaultMessage: 'You manage this venue. <link>Choose its plan</link> to post events.' },
  explains: { id: 'producer.myClaims.explains', defaultMessage: 'The editor explains: <q>{explanation}</q>' },
  pending: { id: 'producer.myClaims.pending', defaultMessage: 'An editor reviews your claim; we e-mail you when it is decided.' },
  title: { id: 'producer.myClaims.title', defaultMessage: 'My Claims' },
  emptyTitle: { id: 'producer.myClaims.emptyTitle', defaultMessage: 'You have not claimed a venue yet.' },
  emptyText: { id: 'producer.myClaims.emptyText', defaultMessage: 'Claim your venue to post its events and show its calendar on your own site.' },
  claimVenue: { id: 'producer.myClaims.claimVenue', defaultMessage: 'Claim a venue' },
  venueMissing: { id: 'producer.myClaims.venueMissing', defaultMessage: 'Venue missing' },
  claimedOn: { id: 'producer.myClaims.claimedOn', defaultMessage: 'Claimed on <time>{date}</time>' },
}));

const SPACE = ' ';

/** What a claimant can do next, by status: wait, set up the venue, or read why not. */
function nextStep(intl: IntlShape, claim: OwnClaim) {
  if (claim.status === 'verified') {
    return (
      <p>{intl.formatMessage(messages.verified, { link: (chunks: ReactNode[]) => <Link to="/subscription/manage/">{chunks}</Link> })}</p>
    );
  }
  if (claim.status === 'rejected') {
    return claim.explanation ? (
      <p className="my-claims__explanation">
        {intl.formatMessage(messages.explains, { explanation: claim.explanation, q: (chunks: ReactNode[]) => <q>{chunks}</q> })}
      </p>
    ) : null;
  }
  if (claim.status === 'canceled') return null;
  return <p>{intl.formatMessage(messages.pending)}</p>;
}

/**
 * My Claims, /account/claims/ (issue 27): the signed-in user's claims, newest first, with the venue, the day, the
 * status in the spec's colours and the editor's explanation of a rejection. The claim-received mail leads here.
 */
export function MyClaimsPage() {
  const intl = useAppIntl();
  const user = useUserContext();
  const claims = useOwnClaims(user?.id ?? null);

  return (
    <section className="ui-page my-claims" aria-labelledby="my-claims-heading">
      <h1 id="my-claims-heading">{intl.formatMessage(messages.title)}</h1>
      <QueryResult query={claims}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.emptyTitle)} message={intl.formatMessage(messages.emptyText)}>
              <Link to={CLAIM_PATHS.claim} className="ui-button ui-button--secondary">
                {intl.formatMessage(messages.claimVenue)}
              </Link>
            </EmptyState>
          ) : (
            <ul className="my-claims__items" data-testid="my-claims">
              {data.results.map((claim) => (
                <li key={claim.id} className="my-claims__item">
                  <h2 className="my-claims__venue">{claim.poi ? <Link to={claim.poi.absoluteUrl}>{claim.poi.name}</Link> : intl.formatMessage(messages.venueMissing)}</h2>
                  <p>
                    <ClaimStatusBadge status={claim.status} />
                    {SPACE}
                    {intl.formatMessage(messages.claimedOn, {
                      date: intl.formatDate(new Date(claim.created), { dateStyle: 'medium' }),
                      time: (chunks: ReactNode[]) => <time dateTime={claim.created}>{chunks}</time>,
                    })}
                  </p>
                  {nextStep(intl, claim)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
    </section>
  );
}
