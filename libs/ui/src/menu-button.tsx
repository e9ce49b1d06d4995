import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import { MenuFrame } from './menu-frame.js';
import { isPlainClick } from './plain-click.js';

export type MenuLinkItem = {
  /** Unique within the menu. */
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (target=_blank, rel=noopener), announced to screen readers. */
  newTab?: boolean;
  /** The labelled group the item belongs to; consecutive items of one group are listed under its label. */
  group?: string;
};

const messages = defineMessages({
  newTab: { id: 'ui.menuButton.newTab', defaultMessage: '(opens in a new tab)' },
});

/** Between an item's name and the hidden note after it. */
const SPACE = ' ';

type ItemRun = { readonly group: string | undefined; readonly items: MenuLinkItem[] };

/** Consecutive items of the same group (or of none) as one run each, in order. */
function runsOf(items: readonly MenuLinkItem[]): ItemRun[] {
  const runs: ItemRun[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return runs;
}

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

/**
 * A menu button of links on Radix's DropdownMenu (WAI-ARIA menu button): Enter, Space or ArrowDown open it on
 * the first item; the arrows move (wrapping), Home and End jump, typing a letter moves to a matching item;
 * Escape closes it and returns focus to the button; a click outside closes it. Grouped items are listed under
 * their group's label (a WAI-ARIA group named by it), which the arrows skip.
 */
export function MenuButton({ label, items, onItemClick, className, buttonClassName }: MenuButtonProps) {
  const intl = useAppIntl();
  const [open, setOpen] = useState(false);
  const idPrefix = useId();
  return (
    <MenuFrame label={label} className={className} buttonClassName={buttonClassName} open={open} onOpenChange={setOpen}>
      {runsOf(items).map((run, index) => {
        const links = run.items.map((item) => (
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
              {item.newTab && (
                <span className="ui-visually-hidden">
                  {SPACE}
                  {intl.formatMessage(messages.newTab)}
                </span>
              )}
            </a>
          </DropdownMenu.Item>
        ));
        if (run.group === undefined) return links;
        const labelId = `${idPrefix}-group-${index}`;
        return (
          <DropdownMenu.Group key={labelId} aria-labelledby={labelId} className="ui-menu__group">
            <DropdownMenu.Label id={labelId} className="ui-menu__group-label">
              {run.group}
            </DropdownMenu.Label>
            {links}
          </DropdownMenu.Group>
        );
      })}
    </MenuFrame>
  );
}
