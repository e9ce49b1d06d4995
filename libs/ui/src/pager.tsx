import type { MouseEvent } from 'react';
import { defineMessage, defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import './pager.css';
import { isPlainClick } from './plain-click.js';

const messages = defineMessages({
  label: { id: 'ui.pager.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.pager.previous', defaultMessage: 'Previous' },
  next: { id: 'ui.pager.next', defaultMessage: 'Next' },
});

const statusMessage = defineMessage<{ current: number; total: number }>({ id: 'ui.pager.status', defaultMessage: 'Page {current} of {total}' });

export type PagerProps = {
  current: number;
  total: number;
  /** The address of a page (links work without script and open in a new tab). */
  hrefFor: (page: number) => string;
  /** A plain click: the owner navigates in-page (and calls `event.preventDefault()`). */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  label?: string;
};

/** Previous / "Page n of m" / Next for short lists (the saved lists); nothing when everything fits on one page. */
export function Pager({ current, total, hrefFor, onNavigate, label }: PagerProps) {
  const intl = useAppIntl();
  if (total <= 1) return null;
  const link = (page: number, text: string, rel: 'prev' | 'next') => (
    <a
      href={hrefFor(page)}
      rel={rel}
      className="ui-button ui-button--secondary"
      onClick={(event) => {
        if (isPlainClick(event)) onNavigate?.(page, event);
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="ui-pager" aria-label={label ?? intl.formatMessage(messages.label)}>
      {current > 1 ? link(current - 1, intl.formatMessage(messages.previous), 'prev') : <span />}
      <span className="ui-pager__status" aria-current="page">
        {intl.formatMessage(statusMessage, { current, total })}
      </span>
      {current < total ? link(current + 1, intl.formatMessage(messages.next), 'next') : <span />}
    </nav>
  );
}
