import { LOGIN_PAGE_PATH } from '@events/api-client/auth-paths';
import { sessionStore } from '@events/api-client/session-store';
import { useSessionStatus, useUserContext } from '@events/api-client/use-session';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { lazy, Suspense } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useTouchDevice } from '../hooks/use-touch-device';
import { isPlainClick } from '@events/ui/plain-click';

const messages = defineMessages({ logIn: { id: 'shell.accountMenu.logIn', defaultMessage: 'Log In' } });

// The menu (Radix) loads only for a signed-in user: a visitor's first paint carries just the 'Log In' link.
const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));

/**
 * The header's account area: 'Log In' for a visitor (a plain click opens the modal; Ctrl, Shift or middle
 * click open /auth/login/ as a page), or a menu labelled with the user's name.
 */
export function AccountMenu() {
  const intl = useAppIntl();
  const status = useSessionStatus();
  const user = useUserContext();
  const touch = useTouchDevice();

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
        {intl.formatMessage(messages.logIn)}
      </a>
    );
  }

  return (
    <Suspense fallback={<span className="account-menu__placeholder" />}>
      <SignedInMenu user={user} touch={touch} />
    </Suspense>
  );
}
