import type { UserContext } from '../auth.js';

/**
 * For tests: the context of a user just registered, with no role, nothing saved and the default settings, as the
 * backend answers GET /events/userdata/ for one; `overrides` sets what a test needs.
 */
export function newUserContext(overrides: Partial<UserContext> = {}): UserContext {
  return {
    authenticated: true,
    id: 1,
    username: 'user@example.org',
    email: 'user@example.org',
    firstName: '',
    lastName: '',
    isSuperuser: false,
    isStaff: false,
    isEditor: false,
    isZeditor: false,
    isProducer: false,
    hasActiveSubscription: false,
    distanceUnits: 'mi',
    language: null,
    addresses: [],
    savedSearches: [],
    savedPoiIds: [],
    savedEventIds: [],
    producerQuotas: [],
    hasClaims: false,
    staffLinks: [],
    supportEmail: 'support@localhost',
    ...overrides,
  };
}
