import { FEDIVERSE_MESSAGES } from '@events/contracts/federation';
import { useHydrating } from '@events/ui/use-hydrating';
import { useId } from 'react';
import { useVenueFediverse } from '../api/get-venue-fediverse';
import { FediverseHandle } from './fediverse-handle';
import { RemoteFollowForm } from './remote-follow-form';
import './venue-fediverse.css';

/**
 * "Follow from Mastodon" (issue 33): the venue's fediverse handle, its follower count, and a form that opens the
 * follow page of the visitor's own server. Asked after hydration and shown only once answered, at the foot of the
 * page, so the server's HTML never holds it and nothing above it moves; a failed answer (404: not an actor) shows
 * nothing, since the rest of the page does not depend on it.
 */
export function VenueFediverse({ venueId }: { venueId: number }) {
  const headingId = useId();
  const hydrating = useHydrating();
  const { data } = useVenueFediverse(venueId);
  if (hydrating || data === undefined) return null;
  return (
    <section className="detail-section venue-fediverse" aria-labelledby={headingId} data-testid="venue-fediverse">
      <h2 id={headingId} className="detail-section__title">
        {FEDIVERSE_MESSAGES.title}
      </h2>
      <p className="venue-fediverse__intro">{FEDIVERSE_MESSAGES.intro}</p>
      <FediverseHandle handle={data.handle} />
      <p className="venue-fediverse__followers">{FEDIVERSE_MESSAGES.followers(data.followers)}</p>
      <RemoteFollowForm handle={data.handle} />
    </section>
  );
}
