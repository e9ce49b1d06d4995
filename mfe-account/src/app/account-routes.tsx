import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from '@events/router';
import { AccountIntl } from '../i18n/account-intl';
import { AccountLayout } from './account-layout';
import { ACCOUNT_SCREEN_PATHS } from './account-screen-paths';

// Each screen is fetched when first visited.
const AddressBookPage = lazy(() =>
  import('../features/addresses/components/address-book-page').then((m) => ({ default: m.AddressBookPage })),
);
const AddressAddPage = lazy(() =>
  import('../features/addresses/components/address-form-page').then((m) => ({ default: m.AddressAddPage })),
);
const AddressEditPage = lazy(() =>
  import('../features/addresses/components/address-form-page').then((m) => ({ default: m.AddressEditPage })),
);
const SavedEventsPage = lazy(() => import('../features/saved/components/saved-events-page').then((m) => ({ default: m.SavedEventsPage })));
const SavedVenuesPage = lazy(() => import('../features/saved/components/saved-venues-page').then((m) => ({ default: m.SavedVenuesPage })));
const SavedSearchesPage = lazy(() =>
  import('../features/saved-searches/components/saved-searches-page').then((m) => ({ default: m.SavedSearchesPage })),
);
const AccountPage = lazy(() => import('../features/account/components/account-page').then((m) => ({ default: m.AccountPage })));

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/saved/*` and `/account/`
 * (shell/src/app/route-table.ts). Every screen sits in the account area's layout (its navigation and the
 * sign-in requirement); any other address under those prefixes is "Page not found". The remote's own messages
 * are formatted in the shell's language (AccountIntl).
 */
export function AccountRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <AccountIntl>
        <Routes>
          <Route element={<AccountLayout />}>
            <Route path={ACCOUNT_SCREEN_PATHS.addressBook} element={<AddressBookPage />} />
            <Route path={ACCOUNT_SCREEN_PATHS.addressAdd} element={<AddressAddPage />} />
            <Route path={ACCOUNT_SCREEN_PATHS.addressEdit} element={<AddressEditPage />} />
            <Route path={ACCOUNT_SCREEN_PATHS.account} element={<AccountPage />} />
            <Route path={ACCOUNT_SCREEN_PATHS.savedEvents} element={<SavedEventsPage />} />
            <Route path={ACCOUNT_SCREEN_PATHS.savedVenues} element={<SavedVenuesPage />} />
            <Route path={ACCOUNT_SCREEN_PATHS.savedSearches} element={<SavedSearchesPage />} />
          </Route>
          <Route path="*" element={<NotFound LinkComponent={Link} />} />
        </Routes>
      </AccountIntl>
    </Suspense>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default AccountRoutes;
