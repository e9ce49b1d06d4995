import type { ComponentType, ReactNode } from 'react';

/** The router's link component (react-router's Link fits), so the way out stays a client-side navigation. */
export type NotFoundLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export type NotFoundProps = {
  LinkComponent?: NotFoundLinkComponent;
};

/** The in-region "Page not found" of an address no screen answers. */
export function NotFound({ LinkComponent }: NotFoundProps) {
  const label = 'Browse events';
  return (
    <div className="ui-state">
      <h1 className="ui-state__title">Page not found</h1>
      <p className="ui-state__message">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <div className="ui-state__actions">
        {LinkComponent ? (
          <LinkComponent to="/events/" className="ui-button">
            {label}
          </LinkComponent>
        ) : (
          <a href="/events/" className="ui-button">
            {label}
          </a>
        )}
      </div>
    </div>
  );
}
