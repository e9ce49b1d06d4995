import type { UserContext } from '@events/contracts/auth';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { MenuButton } from '@events/ui/menu-button';
import { useLocation, useNavigate } from '@events/router';
import { useSignOut } from '../../../hooks/use-sign-out';
import { accountMenuItems, accountMenuLabel, LOG_OUT_ITEM_ID } from '../account-menu-items';

/** The account menu of a signed-in user, labelled with their name, with the items of their roles. */
export function SignedInMenu({ user, touch }: { user: UserContext; touch: boolean }) {
  const intl = useAppIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const currentPath = `${pathname}${search}`;
  return (
    <MenuButton
      className="account-menu"
      buttonClassName="account-menu__button"
      label={accountMenuLabel(user)}
      items={accountMenuItems(user, { currentPath, touch, intl })}
      onItemClick={(item, event) => {
        if (item.id === LOG_OUT_ITEM_ID) {
          // Log Out is a POST with the CSRF header, back to this page; its link (a new tab, no script) only
          // opens the confirmation screen, since a GET never signs out.
          event.preventDefault();
          void signOut(currentPath);
          return;
        }
        // Screens are client-side routes.
        if (!item.href.startsWith('/')) return;
        event.preventDefault();
        navigate(item.href);
      }}
    />
  );
}
