import { PRODUCER_REMOTE_ROLES } from '@events/contracts/remotes';
import { RoleArea } from '@events/remote-kit/role-area';
import { ErrorState } from '@events/ui/error-state';
import { Link } from '@events/router';

const SIGN_IN = {
  title: 'Log in to manage your venues and events',
  message: 'Venue and event listings, calendars and statistics are kept with your producer account.',
};

const SUBMIT_SIGN_IN = {
  title: 'Log in to continue',
  message: 'Submitting or claiming a venue and writing to support need a free account.',
};

/** What a signed-in account without the producer role sees on a producer screen: the shell's own words for it. */
function ProducersOnly() {
  return (
    <ErrorState title="This page is not available to your account." headingLevel={1} message="It is for producers or editors. If you think you should have access, please contact support.">
      <Link to="/" className="ui-button ui-button--secondary">
        Go to the home page
      </Link>
    </ErrorState>
  );
}

/**
 * The producer screens (events, statistics, calendars, subscription): producers, zeditors and superusers
 * (PRODUCER_REMOTE_ROLES). Every signed-in account loads this remote, so the role is checked here; the server checks
 * every call again.
 */
export function ProducerArea() {
  return <RoleArea roles={PRODUCER_REMOTE_ROLES} signIn={SIGN_IN} forbidden={<ProducersOnly />} />;
}

/** My Venue Data: producers, zeditors and superusers, and staff, who see the whole site's figures there. */
export function StatsArea() {
  return <RoleArea roles={[...PRODUCER_REMOTE_ROLES, 'staff']} signIn={SIGN_IN} forbidden={<ProducersOnly />} />;
}

/** Screens for any signed-in account: venue submission, the claim flow, the contact form. */
export function SignedInArea() {
  return <RoleArea roles={['user']} signIn={SUBMIT_SIGN_IN} />;
}
