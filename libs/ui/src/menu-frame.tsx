import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export type MenuFrameProps = {
  /** The button's content; `ariaLabel` names it when the content is an icon or says too little. */
  label: ReactNode;
  ariaLabel?: string | undefined;
  className?: string | undefined;
  buttonClassName?: string | undefined;
  /** The menu's items (DropdownMenu.Item). */
  children: ReactNode;
  /** Controlled open state, for owners that must close the menu themselves. */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
};

/**
 * The menu button and its list on Radix's DropdownMenu (non-modal, aligned to the button's end, wrapping
 * arrows): the common part of ActionMenu (actions) and MenuButton (links).
 */
export function MenuFrame({ label, ariaLabel, className, buttonClassName, children, open, onOpenChange }: MenuFrameProps) {
  return (
    <div className={['ui-menu', className].filter(Boolean).join(' ')}>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger className={['ui-menu__button', buttonClassName].filter(Boolean).join(' ')} aria-label={ariaLabel}>
          {label}
          <span className="ui-menu__caret" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="ui-menu__list" align="end" sideOffset={4} loop>
            {children}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
