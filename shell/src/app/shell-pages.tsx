import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ContentPageSlug } from '@events/contracts/content-pages-constants';
import type { ShellPage } from './shell-page-routes';

/** A content page's screen; the three share one chunk. */
function contentPage(slug: ContentPageSlug): LazyExoticComponent<ComponentType> {
  return lazy(() => import('../features/content-pages/components/content-page').then((m) => ({ default: () => <m.ContentPageView slug={slug} /> })));
}

// Each screen of the shell's own loads on demand, keeping forms and react-query out of the first paint.
const PAGES: Record<ShellPage, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('../features/auth/components/auth-page').then((m) => ({ default: m.LoginPage }))),
  logout: lazy(() => import('../features/auth/components/logout-page').then((m) => ({ default: m.LogoutPage }))),
  register: lazy(() => import('../features/auth/components/auth-page').then((m) => ({ default: m.RegisterPage }))),
  'password-reset': lazy(() =>
    import('../features/auth/components/password-reset-page').then((m) => ({ default: m.PasswordResetPage })),
  ),
  'password-reset-confirm': lazy(() =>
    import('../features/auth/components/password-reset-confirm-page').then((m) => ({ default: m.PasswordResetConfirmPage })),
  ),
  'confirm-email': lazy(() => import('../features/auth/components/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage }))),
  'terms-of-use': contentPage('terms-of-use'),
  about: contentPage('about'),
  help: contentPage('help'),
};

/** One of the shell's own screens (shell-page-routes.ts). */
export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
