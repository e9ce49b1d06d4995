import type { ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Heading, type HeadingLevel } from './heading.js';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  retry: { id: 'ui.errorState.retry', defaultMessage: 'Try again' },
});

export type ErrorStateProps = {
  /** Optional heading above the message. */
  title?: string;
  headingLevel?: HeadingLevel;
  /** The user-facing message, in the spec's wording (ERRORS in @events/contracts/messages). */
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Further actions (a link home) placed after the retry button. */
  children?: ReactNode;
};

/** A failure inside a region, announced as an alert, with a way to try again. */
export function ErrorState({ title, headingLevel = 2, message, onRetry, retryLabel, children }: ErrorStateProps) {
  const intl = useAppIntl();
  return (
    <div className="ui-state ui-state--error" role="alert">
      {title && (
        <Heading level={headingLevel} className="ui-state__title">
          {title}
        </Heading>
      )}
      <p className="ui-state__message">{message}</p>
      {(onRetry || children) && (
        <div className="ui-state__actions">
          {onRetry && (
            <button type="button" className="ui-button" onClick={onRetry}>
              {retryLabel ?? intl.formatMessage(messages.retry)}
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
