import { TERMS_OF_USE_PATH } from '@events/api-client/auth-paths';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  notice: { id: 'shell.terms.notice', defaultMessage: 'By continuing you agree to our <terms>Terms of Use</terms>.' },
  newTab: { id: 'shell.terms.newTab', defaultMessage: '(opens in a new tab)' },
}));

/** Between the link's text and its hidden note. */
const SPACE = ' ';

/** The sign-up notice: continuing means agreeing to the terms of use (opened in a new tab, the form stays). */
export function TermsNotice() {
  const intl = useAppIntl();
  return (
    <p className="auth-flow__terms">
      {intl.formatMessage(messages.notice, {
        terms: (chunks) => (
          <a href={TERMS_OF_USE_PATH} target="_blank" rel="noopener">
            {chunks}
            <span className="ui-visually-hidden">
              {SPACE}
              {intl.formatMessage(messages.newTab)}
            </span>
          </a>
        ),
      })}
    </p>
  );
}
