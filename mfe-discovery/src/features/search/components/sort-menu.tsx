import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@events/router';
import { defaultOrdering, listingHref, orderingsFor, type ListingKind, type SearchState } from '../../../utils/search-state';
import { usePressOutside } from '../hooks/use-press-outside';
import { isPlainClick } from '@events/ui/plain-click';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { orderingLabel } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  sortBy: { id: 'discovery.sortMenu.sortBy', defaultMessage: 'Sort by:' },
}));

export type SortMenuProps = { kind: ListingKind; state: SearchState };

/**
 * The sort menu (spec section 9): events Featured (default), Date, Distance, Lowest Price, Highest Price;
 * venues Distance (default), Name, Event Count. Each choice is a link to the same search in that order, page 1.
 *
 * A WAI-ARIA menu button written here rather than the design system's Radix one, so the list's first chunk
 * stays small: Enter, Space or ArrowDown open it on the current choice, ArrowUp on the last; the arrows move
 * (wrapping), Home and End jump, a letter moves to the next choice starting with it; Escape closes it and
 * returns focus to the button; Tab or a click outside closes it.
 */
export function SortMenu({ kind, state }: SortMenuProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = state.ordering ?? defaultOrdering(kind);
  const options = orderingsFor(kind).map((option) => ({ value: option.value, label: orderingLabel(intl, option) }));
  const currentIndex = Math.max(0, options.findIndex((o) => o.value === current));
  const currentLabel = options[currentIndex]?.label ?? '';
  const last = options.length - 1;

  const openAt = (index: number) => {
    setFocusIndex(Math.max(0, Math.min(index, last)));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  usePressOutside(rootRef, open, () => setOpen(false));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(currentIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(focusIndex >= last ? 0 : focusIndex + 1);
      case 'ArrowUp':
        return move(focusIndex <= 0 ? last : focusIndex - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        event.preventDefault();
        itemRefs.current[focusIndex]?.click();
        return undefined;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = options.map((_, i) => (focusIndex + 1 + i) % options.length);
          const match = order.find((i) => options[i]?.label.toLowerCase().startsWith(letter));
          if (match !== undefined) move(match);
        }
        return undefined;
    }
  };

  return (
    <div ref={rootRef} className="ui-menu sort-menu" data-testid="sort-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="ui-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onButtonKeyDown}
        onKeyUp={(event) => {
          if (event.key === ' ') event.preventDefault();
        }}
      >
        <span className="sort-menu__prefix">{intl.formatMessage(messages.sortBy)}</span> {currentLabel}
        <span className="ui-menu__caret" aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="ui-menu__list" onKeyDown={onMenuKeyDown}>
          {options.map((option, index) => {
            const href = listingHref({ ...state, ordering: option.value, page: 1 }, kind);
            return (
              <li key={option.value} role="none">
                <Link
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  role="menuitemradio"
                  aria-checked={option.value === current}
                  tabIndex={index === focusIndex ? 0 : -1}
                  to={href}
                  className="ui-menu__item"
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    close(true);
                    void navigate(href);
                  }}
                >
                  {option.label}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
