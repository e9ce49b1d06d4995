import { ErrorState } from '@events/ui/error-state';
import { Link } from 'react-router';

type RemoteFallbackProps = { onRetry: () => void };

/** What the main region shows when its remote cannot be loaded or fails while rendering. */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  return (
    <ErrorState
      title="This part of the site could not be loaded."
      headingLevel={1}
      message="Please check your connection and try again. The rest of the site still works."
      onRetry={onRetry}
    >
      <Link to="/" className="ui-button ui-button--secondary">
        Go to the home page
      </Link>
    </ErrorState>
  );
}
