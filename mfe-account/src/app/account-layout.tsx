import { RoleArea } from '@events/remote-kit/role-area';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '@events/router';
import { ACCOUNT_NAV_ITEMS } from './account-nav';
import './account-layout.css';

// The account area is for any signed-in account.
const SIGN_IN = {
  title: 'Log in to see your account',
  message: 'Your saved events, venues, searches, address book and account details are kept with your free account.',
};

/** The account area: its sections' navigation beside (wide screens) or above (narrow) the current screen. */
export function AccountLayout() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On narrow screens the navigation scrolls sideways: keep the current section in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="account-area">
      <nav ref={nav} className="account-nav" aria-label="Your account">
        <ul className="account-nav__list">
          {ACCOUNT_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              {/* aria-current="page" on the section being shown, its add and edit screens included. */}
              <NavLink to={item.to} className="account-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-area__content">
        <RoleArea roles={['user']} signIn={SIGN_IN} />
      </div>
    </div>
  );
}
