import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { MenuFrame } from './menu-frame.js';

export type MenuLinkItem = {
  /** Unique within the menu. */
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (target=_blank, rel=noopener), announced to screen readers. */
  newTab?: boolean;
};

export type MenuButtonProps = {
  /** The button's visible text (its accessible name). */
  label: ReactNode;
  items: readonly MenuLinkItem[];
  /**
   * A plain left click or Enter on an item (no modifier key, not a new-tab item): the owner may navigate in-page
   * and call `event.preventDefault()`. Without it, the browser follows the link.
   */
  onItemClick?: (item: MenuLinkItem, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  buttonClassName?: string;
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A menu button of links on Radix's DropdownMenu (WAI-ARIA menu button): Enter, Space or ArrowDown open it on
 * the first item; the arrows move (wrapping), Home and End jump, typing a letter moves to a matching item;
 * Escape closes it and returns focus to the button; a click outside closes it.
 */
export function MenuButton({ label, items, onItemClick, className, buttonClassName }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <MenuFrame label={label} className={className} buttonClassName={buttonClassName} open={open} onOpenChange={setOpen}>
      {items.map((item) => (
        <DropdownMenu.Item key={item.id} asChild textValue={item.label}>
          <a
            href={item.href}
            className="ui-menu__item"
            {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={(event) => {
              if (!item.newTab && isPlainClick(event)) onItemClick?.(item, event);
              // Radix closes the menu only for an unprevented click; an owner that navigates in-page prevents it.
              if (event.defaultPrevented) setOpen(false);
            }}
          >
            {item.label}
            {item.newTab && <span className="ui-visually-hidden"> (opens in a new tab)</span>}
          </a>
        </DropdownMenu.Item>
      ))}
    </MenuFrame>
  );
}
