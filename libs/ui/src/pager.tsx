import type { MouseEvent } from 'react';
import './pager.css';
import { isPlainClick } from './plain-click.js';

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
export function Pager({ current, total, hrefFor, onNavigate, label = 'Pagination' }: PagerProps) {
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
    <nav className="ui-pager" aria-label={label}>
      {current > 1 ? link(current - 1, 'Previous', 'prev') : <span />}
      <span className="ui-pager__status" aria-current="page">
        Page {current} of {total}
      </span>
      {current < total ? link(current + 1, 'Next', 'next') : <span />}
    </nav>
  );
}
