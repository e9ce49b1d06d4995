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
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessage, defineMessages } from '@events/api-client/intl';
import { LanguageControl } from '../features/language/components/language-control';
import { PRODUCT_NAME } from './product';

type LayoutProps = { children: ReactNode };

const messages = defineMessages({
  skipLink: { id: 'layout.skipLink', defaultMessage: 'Skip to main content' },
  events: { id: 'layout.nav.events', defaultMessage: 'Events' },
  venues: { id: 'layout.nav.venues', defaultMessage: 'Venues' },
  mainNav: { id: 'layout.nav.label', defaultMessage: 'Main' },
  footerNav: { id: 'layout.footer.nav', defaultMessage: 'About this site' },
  about: { id: 'layout.footer.about', defaultMessage: 'About' },
  help: { id: 'layout.footer.help', defaultMessage: 'Help' },
  terms: { id: 'layout.footer.terms', defaultMessage: 'Terms of Use' },
});

const footerText = defineMessage<{ product: string }>({
  id: 'layout.footer.text',
  defaultMessage: '{product}: events and venues in western Massachusetts and neighbouring towns in Vermont, New York and Connecticut.',
});

const NAV_LINKS = [
  { to: '/events/', label: messages.events },
  { to: '/venues/', label: messages.venues },
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
  const intl = useAppIntl();
  useSessionBootstrap();
  usePageViews();
  return (
    <div className="site">
      <a className="site-skip-link" href="#main">
        {intl.formatMessage(messages.skipLink)}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            {PRODUCT_NAME}
          </Link>
          <nav aria-label={intl.formatMessage(messages.mainNav)}>
            <ul className="site-nav">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="site-nav__link">
                    {intl.formatMessage(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__account">
            <LanguageControl placement="header" />
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
        <p className="site-footer__text">{intl.formatMessage(footerText, { product: PRODUCT_NAME })}</p>
        <nav aria-label={intl.formatMessage(messages.footerNav)}>
          <ul className="site-footer__links">
            <li>
              <Link to={CONTENT_PAGE_PATHS.about}>{intl.formatMessage(messages.about)}</Link>
            </li>
            <li>
              <Link to={CONTENT_PAGE_PATHS.help}>{intl.formatMessage(messages.help)}</Link>
            </li>
            <li>
              <Link to={TERMS_OF_USE_PATH}>{intl.formatMessage(messages.terms)}</Link>
            </li>
          </ul>
        </nav>
        <LanguageControl placement="footer" />
      </footer>
      <AuthPromptHost />
    </div>
  );
}
