import { ACCOUNT_PATHS } from '@events/contracts/account';
import { ADDRESS_PATHS } from '@events/contracts/addresses';
import { SAVED_PATHS } from '@events/contracts/saved';
import { SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { isScreenAddress } from '@events/remote-kit/screen-address';
import { ACCOUNT_NAV_ITEMS } from './account-nav';
import { ACCOUNT_SCREEN_PATHS } from './account-screen-paths';

// The backend answers 404 for an address under /saved/ that none of this remote's screen paths matches, so every
// link the product gives to an account screen must be one of them.
describe('the account screen paths', () => {
  it.each([
    ACCOUNT_PATHS.page,
    ADDRESS_PATHS.book,
    ADDRESS_PATHS.add,
    ADDRESS_PATHS.edit(7),
    SAVED_PATHS.eventsPage,
    SAVED_PATHS.venuesPage,
    `${SAVED_SEARCH_PATHS.page}?open=3`,
    ...ACCOUNT_NAV_ITEMS.map((item) => item.to),
  ])('%s opens a screen', (address) => {
    expect(isScreenAddress(ACCOUNT_SCREEN_PATHS, address)).toBe(true);
  });

  it.each(['/saved/', '/saved/addresses/7/', '/saved/addresses/edit/'])('%s opens none', (address) => {
    expect(isScreenAddress(ACCOUNT_SCREEN_PATHS, address)).toBe(false);
  });
});
