import { Spinner } from '@events/ui/spinner';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ACCOUNT_NAV_ITEMS } from './account-nav';
import { RequireSignIn } from './require-sign-in';
import './account-layout.css';

/** The account area: its sections' navigation beside (wide screens) or above (narrow) the current screen. */
export function AccountLayout() {
  return (
    <div className="account-area">
      <nav className="account-nav" aria-label="Your account">
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
        <RequireSignIn>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RequireSignIn>
      </div>
    </div>
  );
}
