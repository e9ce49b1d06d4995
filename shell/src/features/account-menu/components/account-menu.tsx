import { LOGIN_PAGE_PATH } from '@events/api-client/auth-paths';
import { sessionStore } from '@events/api-client/session-store';
import { useSessionStatus, useUserContext } from '@events/api-client/use-session';
import { MenuButton } from '@events/ui/menu-button';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountMenuItems, accountMenuLabel, LOG_OUT_ITEM_ID } from '../account-menu-items';
import { useTouchDevice } from '../hooks/use-touch-device';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's account area: 'Log In' for a visitor (a plain click opens the modal; Ctrl, Shift or middle
 * click open /auth/login/ as a page), or a menu labelled with the user's name.
 */
export function AccountMenu() {
  const status = useSessionStatus();
  const user = useUserContext();
  const touch = useTouchDevice();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // Nothing until the user context has answered, so 'Log In' does not flash for a signed-in user.
  if (status === 'loading') return <span className="account-menu__placeholder" />;

  if (!user) {
    return (
      <a
        href={LOGIN_PAGE_PATH}
        className="account-menu__login"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          sessionStore.getState().openAuthPrompt({ mode: 'login' });
        }}
      >
        Log In
      </a>
    );
  }

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
