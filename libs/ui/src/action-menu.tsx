import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { MenuFrame } from './menu-frame.js';

export type ActionMenuItem = {
  /** Unique within the menu. */
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
};

export type ActionMenuProps = {
  /** The button's content; `ariaLabel` names it when the content is an icon or says too little ("Actions for Jazz"). */
  label: ReactNode;
  ariaLabel?: string;
  items: readonly ActionMenuItem[];
  className?: string;
  buttonClassName?: string;
};

/**
 * A menu button of actions (not links) on Radix's DropdownMenu: Enter, Space or ArrowDown open it on the first
 * item; the arrows move (wrapping), Home and End jump, a letter moves to a matching item; Enter or Space runs the
 * item; Escape closes it and returns focus to the button. An item that opens a dialog gets the focus handed to
 * the dialog, which returns it to this button when it closes.
 */
export function ActionMenu({ label, ariaLabel, items, className, buttonClassName }: ActionMenuProps) {
  return (
    <MenuFrame label={label} ariaLabel={ariaLabel} className={className} buttonClassName={buttonClassName}>
      {items.map((item) => (
        <DropdownMenu.Item key={item.id} className="ui-menu__item" disabled={item.disabled} textValue={item.label} onSelect={item.onSelect}>
          {item.label}
        </DropdownMenu.Item>
      ))}
    </MenuFrame>
  );
}
