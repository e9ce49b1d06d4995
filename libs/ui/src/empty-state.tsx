import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading.js';

export type EmptyStateProps = {
  title: string;
  headingLevel?: HeadingLevel;
  message?: string;
  /** An action that helps out of the empty state (a "Discover events" link). */
  children?: ReactNode;
};

/** A list or region with nothing to show yet. */
export function EmptyState({ title, headingLevel = 2, message, children }: EmptyStateProps) {
  return (
    <div className="ui-state">
      <Heading level={headingLevel} className="ui-state__title">
        {title}
      </Heading>
      {message && <p className="ui-state__message">{message}</p>}
      {children && <div className="ui-state__actions">{children}</div>}
    </div>
  );
}
