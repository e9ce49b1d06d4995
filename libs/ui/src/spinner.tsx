import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  // The spec's SEARCH_PROMPTS.loading (@events/contracts/messages).
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading…' },
});

export type SpinnerProps = {
  /** What is loading; read by screen readers through the status role. */
  label?: string;
};

/** The loading state of a region: a polite status with a visible label and a decorative spinner. */
export function Spinner({ label }: SpinnerProps) {
  const intl = useAppIntl();
  return (
    <div className="ui-status" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{label ?? intl.formatMessage(messages.loading)}</span>
    </div>
  );
}
