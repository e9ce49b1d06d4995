import { RoleArea } from '@events/remote-kit/role-area';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { ACCOUNT_NAV_ITEMS } from './account-nav';
import './account-layout.css';

const messages = defineMessages({
  // The account area is for any signed-in account.
  signInTitle: { id: 'account.layout.signInTitle', defaultMessage: 'Log in to see your account' },
  signInMessage: {
    id: 'account.layout.signInMessage',
    defaultMessage: 'Your saved events, venues, searches, address book and account details are kept with your free account.',
  },
  nav: { id: 'account.layout.nav', defaultMessage: 'Your account' },
});

/** The account area: its sections' navigation beside (wide screens) or above (narrow) the current screen. */
export function AccountLayout() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const intl = useAppIntl();
  const signIn = { title: intl.formatMessage(messages.signInTitle), message: intl.formatMessage(messages.signInMessage) };
  // On narrow screens the navigation scrolls sideways: keep the current section in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="account-area">
      <nav ref={nav} className="account-nav" aria-label={intl.formatMessage(messages.nav)}>
        <ul className="account-nav__list">
          {ACCOUNT_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              {/* aria-current="page" on the section being shown, its add and edit screens included. */}
              <NavLink to={item.to} className="account-nav__link">
                {intl.formatMessage(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-area__content">
        <RoleArea roles={['user']} signIn={signIn} />
      </div>
    </div>
  );
}
