import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

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
    <div className={['ui-menu', className].filter(Boolean).join(' ')}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={['ui-menu__button', buttonClassName].filter(Boolean).join(' ')} aria-label={ariaLabel}>
          {label}
          <span className="ui-menu__caret" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="ui-menu__list" align="end" sideOffset={4} loop>
            {items.map((item) => (
              <DropdownMenu.Item key={item.id} className="ui-menu__item" disabled={item.disabled} textValue={item.label} onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
