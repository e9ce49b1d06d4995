import { TERMS_OF_USE_PATH } from '@events/api-client/auth-paths';

/** The sign-up notice: continuing means agreeing to the terms of use (opened in a new tab, the form stays). */
export function TermsNotice() {
  return (
    <p className="auth-flow__terms">
      By continuing you agree to our{' '}
      <a href={TERMS_OF_USE_PATH} target="_blank" rel="noopener">
        Terms of Use<span className="ui-visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
