import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../utils/share-links';

const messages = plainMessages(defineMessages({
  handleLabel: { id: 'discovery.fediverse.handleLabel', defaultMessage: 'Handle' },
  copyHandle: { id: 'discovery.fediverse.copyHandle', defaultMessage: 'Copy handle' },
  handleCopied: { id: 'discovery.fediverse.handleCopied', defaultMessage: 'Handle copied.' },
}));

/** How long "Handle copied." stays in the status line. */
const COPIED_MS = 2500;

/**
 * The venue's handle as a fediverse search box takes it (`@slug@host`), with a button that copies it. The status
 * line is polite, so a screen reader says "Handle copied." without moving focus off the button; a copy the browser
 * refuses says nothing, and the handle stays on screen to select by hand.
 */
export function FediverseHandle({ handle }: { handle: string }) {
  const intl = useAppIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = `@${handle}`;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    if (!(await copyText(shown))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <>
      <dl className="venue-fediverse__handle">
        <dt className="venue-fediverse__handle-label">{intl.formatMessage(messages.handleLabel)}</dt>
        <dd className="venue-fediverse__handle-row">
          <code className="venue-fediverse__handle-text" data-testid="venue-fediverse-handle">
            {shown}
          </code>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void onCopy()}>
            {intl.formatMessage(messages.copyHandle)}
          </button>
        </dd>
      </dl>
      <p className="venue-fediverse__status" role="status">
        {copied ? intl.formatMessage(messages.handleCopied) : ''}
      </p>
    </>
  );
}
