import { useSavedToggle } from '@events/api-client/use-session';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import type { SavedObjectType } from '@events/api-client/saved-items';
import { useWidgetContext } from '../../hooks/use-widget-context';
import './cards.css';

const messages = plainMessages(defineMessages({
  save: { id: 'discovery.bookmark.save', defaultMessage: 'Save' },
  saved: { id: 'discovery.bookmark.saved', defaultMessage: 'Saved' },
  queued: { id: 'discovery.bookmark.queued', defaultMessage: '(waiting for the network)' },
}));

export type BookmarkButtonProps = {
  /** `event` or `poi` (a venue). */
  objectType: SavedObjectType;
  id: number;
  /** The item's name, read after the visible label ("Save Jazz Night") so every button has its own name. */
  name: string;
  /** Where an anonymous visitor returns after signing up; default the current address. */
  next?: string | null;
  className?: string;
};

/**
 * The bookmark control (spec section 4): Saved or Save, toggled by a POST through the shared session; an
 * anonymous visitor gets the registration prompt with a redirect back; a failing toggle only stops loading. One made
 * offline shows the state it will have, marked as waiting for the network (issue 32).
 * Hidden in a widget context.
 */
export function BookmarkButton({ objectType, id, name, next, className }: BookmarkButtonProps) {
  const intl = useAppIntl();
  const inWidget = useWidgetContext();
  const { saved, pending, queued, toggle } = useSavedToggle(objectType, id, next === undefined ? {} : { next });
  if (inWidget) return null;
  return (
    <button
      type="button"
      className={['bookmark-button', saved && 'bookmark-button--saved', className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => void toggle()}
      data-testid="bookmark-button"
    >
      <svg className="bookmark-button__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3.5 1.5h9v13L8 11.2 3.5 14.5z" />
      </svg>
      <span>{intl.formatMessage(saved ? messages.saved : messages.save)}</span>
      <span className="ui-visually-hidden"> {name}</span>
      {queued && <span className="bookmark-button__queued"> {intl.formatMessage(messages.queued)}</span>}
    </button>
  );
}
