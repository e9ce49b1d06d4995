import { SEARCH_PROMPTS } from '@events/contracts/messages';

export type SpinnerProps = {
  /** What is loading; read by screen readers through the status role. */
  label?: string;
};

/** The loading state of a region: a polite status with a visible label and a decorative spinner. */
export function Spinner({ label = SEARCH_PROMPTS.loading }: SpinnerProps) {
  return (
    <div className="ui-status" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
