import { useAuthPrompt } from '@events/api-client/use-session';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { errorMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.signUpPrompt.title', defaultMessage: 'Create a free account to see more dates' },
  signUp: { id: 'discovery.signUpPrompt.signUp', defaultMessage: 'Sign Up' },
  shortRange: { id: 'discovery.signUpPrompt.shortRange', defaultMessage: 'Show today and tomorrow' },
}));

export type SignUpPromptProps = {
  /** Where to come back after signing up: the listing's own address. */
  next: string;
  /** The same search for today and tomorrow, which anyone may see. */
  shortRangeHref: string;
};

/** The anonymous range limit (spec section 1): only today and tomorrow are always viewable; the rest needs a free account. */
export function SignUpPrompt({ next, shortRangeHref }: SignUpPromptProps) {
  // Through use-session, the module the shell shares: the prompt must reach the shell's one session store.
  const { open } = useAuthPrompt();
  const intl = useAppIntl();
  const prompt = intl.formatMessage(errorMessages.signUpPrompt);
  return (
    <div className="ui-state sign-up-prompt" data-testid="sign-up-prompt">
      <h2 className="ui-state__title">{intl.formatMessage(messages.title)}</h2>
      <p className="ui-state__message">{prompt}</p>
      <div className="ui-state__actions">
        <button type="button" className="ui-button" onClick={() => open({ mode: 'register', next, message: prompt })}>
          {intl.formatMessage(messages.signUp)}
        </button>
        <Link to={shortRangeHref} className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.shortRange)}
        </Link>
      </div>
    </div>
  );
}
