import type { ComponentType, ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  title: { id: 'ui.notFound.title', defaultMessage: 'Page not found' },
  text: { id: 'ui.notFound.text', defaultMessage: 'There is no page at this address. It may have moved, or the link may be mistyped.' },
  browse: { id: 'ui.notFound.browse', defaultMessage: 'Browse events' },
});

/** The router's link component (react-router's Link fits), so the way out stays a client-side navigation. */
export type NotFoundLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export type NotFoundProps = {
  LinkComponent?: NotFoundLinkComponent;
};

/** The in-region "Page not found" of an address no screen answers. */
export function NotFound({ LinkComponent }: NotFoundProps) {
  const intl = useAppIntl();
  const label = intl.formatMessage(messages.browse);
  return (
    <div className="ui-state">
      <h1 className="ui-state__title">{intl.formatMessage(messages.title)}</h1>
      <p className="ui-state__message">{intl.formatMessage(messages.text)}</p>
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
