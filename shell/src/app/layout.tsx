import { TERMS_OF_USE_PATH } from '@events/api-client/auth-paths';
import { CONTENT_PAGE_PATHS } from '@events/contracts/content-pages-constants';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@events/router';
import { AccountMenu } from '../features/account-menu/components/account-menu';
import { AppStatus } from '../features/app-worker/components/app-status';
import { usePageViews } from '../features/analytics/hooks/use-page-views';
import { AuthPromptHost } from '../features/auth/components/auth-prompt-host';
import { FlashMessages } from '../features/flash-messages/components/flash-messages';
import { useSessionBootstrap } from '../features/session/hooks/use-session-bootstrap';
import { PRODUCT_NAME } from './product';

type LayoutProps = { children: ReactNode };

const NAV_LINKS = [
  { to: '/events/', label: 'Events' },
  { to: '/venues/', label: 'Venues' },
] as const;

/** After a client-side navigation, start reading and scrolling from the top of the new content. */
function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

export function Layout({ children }: LayoutProps) {
  const mainRef = useFocusMainOnNavigation();
  useSessionBootstrap();
  usePageViews();
  return (
    <div className="site">
      <a className="site-skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            {PRODUCT_NAME}
          </Link>
          <nav aria-label="Main">
            <ul className="site-nav">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="site-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__account">
            <AccountMenu />
          </div>
        </div>
      </header>
      <FlashMessages />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        {children}
      </main>
      <AppStatus />
      <footer className="site-footer">
        <p className="site-footer__text">
          {PRODUCT_NAME}: events and venues in western Massachusetts and neighbouring towns in Vermont, New York and
          Connecticut.
        </p>
        <nav aria-label="About this site">
          <ul className="site-footer__links">
            <li>
              <Link to={CONTENT_PAGE_PATHS.about}>About</Link>
            </li>
            <li>
              <Link to={CONTENT_PAGE_PATHS.help}>Help</Link>
            </li>
            <li>
              <Link to={TERMS_OF_USE_PATH}>Terms of Use</Link>
            </li>
          </ul>
        </nav>
      </footer>
      <AuthPromptHost />
    </div>
  );
}
