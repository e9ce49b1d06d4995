import { PRODUCER_REMOTE_ROLES } from '@events/contracts/remotes';
import { RoleArea } from '@events/remote-kit/role-area';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  signInTitle: { id: 'producer.area.signInTitle', defaultMessage: 'Log in to manage your venues and events' },
  signInMessage: { id: 'producer.area.signInMessage', defaultMessage: 'Venue and event listings, calendars and statistics are kept with your producer account.' },
  submitSignInTitle: { id: 'producer.area.submitSignInTitle', defaultMessage: 'Log in to continue' },
  submitSignInMessage: { id: 'producer.area.submitSignInMessage', defaultMessage: 'Submitting or claiming a venue and writing to support need a free account.' },
  forbiddenTitle: { id: 'producer.area.forbiddenTitle', defaultMessage: 'This page is not available to your account.' },
  forbiddenMessage: {
    id: 'producer.area.forbiddenMessage',
    defaultMessage: 'It is for producers or editors. If you think you should have access, please contact support.',
  },
  home: { id: 'producer.area.home', defaultMessage: 'Go to the home page' },
}));

function useSignIn() {
  const intl = useAppIntl();
  return { title: intl.formatMessage(messages.signInTitle), message: intl.formatMessage(messages.signInMessage) };
}

/** What a signed-in account without the producer role sees on a producer screen: the shell's own words for it. */
function ProducersOnly() {
  const intl = useAppIntl();
  return (
    <ErrorState title={intl.formatMessage(messages.forbiddenTitle)} headingLevel={1} message={intl.formatMessage(messages.forbiddenMessage)}>
      <Link to="/" className="ui-button ui-button--secondary">
        {intl.formatMessage(messages.home)}
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
  const signIn = useSignIn();
  return <RoleArea roles={PRODUCER_REMOTE_ROLES} signIn={signIn} forbidden={<ProducersOnly />} />;
}

/** My Venue Data: producers, zeditors and superusers, and staff, who see the whole site's figures there. */
export function StatsArea() {
  const signIn = useSignIn();
  return <RoleArea roles={[...PRODUCER_REMOTE_ROLES, 'staff']} signIn={signIn} forbidden={<ProducersOnly />} />;
}

/** Screens for any signed-in account: venue submission, the claim flow, the contact form. */
export function SignedInArea() {
  const intl = useAppIntl();
  const signIn = { title: intl.formatMessage(messages.submitSignInTitle), message: intl.formatMessage(messages.submitSignInMessage) };
  return <RoleArea roles={['user']} signIn={signIn} />;
}
