import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPage } from './route-table';

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
  'terms-of-use': lazy(() => import('../features/terms/components/terms-of-use-page').then((m) => ({ default: m.TermsOfUsePage }))),
};

/** One of the shell's own screens (route-table.ts SHELL_ROUTES). */
export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
