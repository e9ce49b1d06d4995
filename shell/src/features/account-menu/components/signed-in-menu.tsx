import type { UserContext } from '@events/contracts/auth';
import { MenuButton } from '@events/ui/menu-button';
import { useLocation, useNavigate } from 'react-router';
import { accountMenuItems, accountMenuLabel, LOG_OUT_ITEM_ID } from '../account-menu-items';

/** The account menu of a signed-in user, labelled with their name, with the items of their roles. */
export function SignedInMenu({ user, touch }: { user: UserContext; touch: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <MenuButton
      className="account-menu"
      buttonClassName="account-menu__button"
      label={accountMenuLabel(user)}
      items={accountMenuItems(user, { currentPath: `${pathname}${search}`, touch })}
      onItemClick={(item, event) => {
        // Screens are client-side routes; Log Out is the server's redirect and leaves the page.
        if (item.id === LOG_OUT_ITEM_ID || !item.href.startsWith('/')) return;
        event.preventDefault();
        navigate(item.href);
      }}
    />
  );
}
