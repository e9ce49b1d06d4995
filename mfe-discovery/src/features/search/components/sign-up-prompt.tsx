import { useAuthPrompt } from '@events/api-client/use-session';
import { ERRORS } from '@events/contracts/messages';
import { Link } from '@events/router';

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
  return (
    <div className="ui-state sign-up-prompt" data-testid="sign-up-prompt">
      <h2 className="ui-state__title">Create a free account to see more dates</h2>
      <p className="ui-state__message">{ERRORS.signUpPrompt}</p>
      <div className="ui-state__actions">
        <button type="button" className="ui-button" onClick={() => open({ mode: 'register', next, message: ERRORS.signUpPrompt })}>
          Sign Up
        </button>
        <Link to={shortRangeHref} className="ui-button ui-button--secondary">
          Show today and tomorrow
        </Link>
      </div>
    </div>
  );
}
