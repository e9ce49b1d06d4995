import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useHydrating } from '@events/ui/use-hydrating';
import { useId } from 'react';
import { useVenueFediverse } from '../api/get-venue-fediverse';
import { FediverseHandle } from './fediverse-handle';
import { RemoteFollowForm } from './remote-follow-form';
import './venue-fediverse.css';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.fediverse.title', defaultMessage: 'Follow from Mastodon' },
  intro: {
    id: 'discovery.fediverse.intro',
    defaultMessage: 'Follow this venue from Mastodon or another fediverse server to see its events in your timeline. No account here is needed.',
  },
  followers: { id: 'discovery.fediverse.followers', defaultMessage: '{count, plural, one {# follower} other {# followers}} on the fediverse' },
}));

/**
 * "Follow from Mastodon" (issue 33): the venue's fediverse handle, its follower count, and a form that opens the
 * follow page of the visitor's own server. Asked after hydration and shown only once answered, at the foot of the
 * page, so the server's HTML never holds it and nothing above it moves; a failed answer (404: not an actor) shows
 * nothing, since the rest of the page does not depend on it.
 */
export function VenueFediverse({ venueId }: { venueId: number }) {
  const intl = useAppIntl();
  const headingId = useId();
  const hydrating = useHydrating();
  const { data } = useVenueFediverse(venueId);
  if (hydrating || data === undefined) return null;
  return (
    <section className="detail-section venue-fediverse" aria-labelledby={headingId} data-testid="venue-fediverse">
      <h2 id={headingId} className="detail-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="venue-fediverse__intro">{intl.formatMessage(messages.intro)}</p>
      <FediverseHandle handle={data.handle} />
      <p className="venue-fediverse__followers">{intl.formatMessage(messages.followers, { count: data.followers })}</p>
      <RemoteFollowForm handle={data.handle} />
    </section>
  );
}
