import { Dialog } from '@events/ui/dialog';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useEffect, useId, useRef, useState } from 'react';
import { copyText, shareLinks, type ShareTarget } from '../../utils/share-links';
import { commonMessages } from '../../i18n/common-messages';
import './share.css';

const messages = plainMessages(defineMessages({
  share: { id: 'discovery.share.button', defaultMessage: 'Share' },
  title: { id: 'discovery.share.title', defaultMessage: '{noun, select, venue {Share this venue} other {Share this event}}' },
  email: { id: 'discovery.share.email', defaultMessage: 'E-mail' },
  facebook: { id: 'discovery.share.facebook', defaultMessage: 'Facebook' },
  x: { id: 'discovery.share.x', defaultMessage: 'X (Twitter)' },
  pageAddress: { id: 'discovery.share.pageAddress', defaultMessage: 'Page address' },
  copied: { id: 'discovery.share.copied', defaultMessage: 'Copied!' },
  copyLink: { id: 'discovery.share.copyLink', defaultMessage: 'Copy link' },
  copiedStatus: { id: 'discovery.share.copiedStatus', defaultMessage: 'Link copied to the clipboard.' },
  copyFailed: { id: 'discovery.share.copyFailed', defaultMessage: 'The link could not be copied; select it and copy it by hand.' },
}));

export type ShareButtonProps = ShareTarget & {
  /** What is shared, for the dialog's title: "Share this event". */
  noun: 'event' | 'venue';
  className?: string;
};

/** How long "Copied!" shows before the button reads "Copy link" again. */
const COPIED_MS = 2500;

function ShareIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="detail-action__icon">
      <path d="M12 10.5a2 2 0 0 0-1.6.8L5.9 9a2 2 0 0 0 0-2l4.5-2.3A2 2 0 1 0 10 3.5l-4.5 2.3a2 2 0 1 0 0 4.4l4.5 2.3A2 2 0 1 0 12 10.5z" />
    </svg>
  );
}

/**
 * The Share button and its modal (spec section 2): e-mail, Facebook and X links, and the page address with a
 * Copy link button that says "Copied!". The design system's (Radix) dialog: focus moves into it and stays
 * there, Escape or Close ends it, and focus returns to the Share button.
 */
export function ShareButton({ noun, className, ...target }: ShareButtonProps) {
  const intl = useAppIntl();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const links = shareLinks(target);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onCopy = async () => {
    const ok = await copyText(target.url);
    setCopied(ok ? 'copied' : 'failed');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied('idle'), COPIED_MS);
  };

  const close = () => {
    setOpen(false);
    setCopied('idle');
    // Back to the Share button once the dialog has unmounted (the Radix dialog returns focus only to a
    // Radix trigger, which this controlled dialog does not have).
    setTimeout(() => buttonRef.current?.focus(), 0);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={['detail-action', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="share-button"
      >
        <ShareIcon />
        <span>{intl.formatMessage(messages.share)}</span>
      </button>
      <Dialog open={open} onClose={close} title={intl.formatMessage(messages.title, { noun })} className="share-dialog">
        <div data-testid="share-dialog">
          <p className="share-dialog__description">{target.title}</p>
          <ul className="share-dialog__links">
            <li>
              <a className="share-dialog__link" href={links.email} data-testid="share-email">
                {intl.formatMessage(messages.email)}
              </a>
            </li>
            <li>
              <a className="share-dialog__link" href={links.facebook} target="_blank" rel="noopener noreferrer" data-testid="share-facebook">
                {intl.formatMessage(messages.facebook)}<span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
              </a>
            </li>
            <li>
              <a className="share-dialog__link" href={links.x} target="_blank" rel="noopener noreferrer" data-testid="share-x">
                {intl.formatMessage(messages.x)}<span className="ui-visually-hidden"> {intl.formatMessage(commonMessages.opensInNewTab)}</span>
              </a>
            </li>
          </ul>
          <div className="share-dialog__copy">
            <label htmlFor={inputId} className="share-dialog__label">
              {intl.formatMessage(messages.pageAddress)}
            </label>
            <div className="share-dialog__copy-row">
              <input id={inputId} className="ui-field__input" type="url" readOnly value={target.url} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="ui-button" onClick={() => void onCopy()} data-testid="share-copy">
                {intl.formatMessage(copied === 'copied' ? messages.copied : messages.copyLink)}
              </button>
            </div>
            <p className="share-dialog__status" role="status">
              {copied === 'copied' ? intl.formatMessage(messages.copiedStatus) : copied === 'failed' ? intl.formatMessage(messages.copyFailed) : ''}
            </p>
          </div>
        </div>
      </Dialog>
    </>
  );
}
