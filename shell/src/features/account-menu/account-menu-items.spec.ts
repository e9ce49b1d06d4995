import { describe, expect, it } from '@jest/globals';
import type { UserContext } from '@events/contracts/auth';
import { accountMenuItems, accountMenuLabel } from './account-menu-items';

const USER: UserContext = {
  authenticated: true,
  id: 1,
  username: 'someone.with.a.long.name@example.com',
  email: 'someone.with.a.long.name@example.com',
  firstName: '',
  lastName: '',
  isSuperuser: false,
  isStaff: false,
  isEditor: false,
  isZeditor: false,
  isProducer: false,
  hasActiveSubscription: false,
  distanceUnits: 'mi',
  addresses: [],
  savedSearches: [],
  savedPoiIds: [],
  savedEventIds: [],
  producerQuotas: [],
  hasClaims: false,
  staffLinks: [
    { label: 'Wagtail CMS', url: '/wagtail/' },
    { label: 'Django Admin', url: '/django/' },
    { label: 'Sentry', url: 'https://sentry.example/' },
    { label: 'Something Else', url: 'https://else.example/' },
  ],
  supportEmail: 'support@localhost',
};

const OPTIONS = { currentPath: '/events/?page=2', touch: false };
const labels = (user: Partial<UserContext>, options = OPTIONS) => accountMenuItems({ ...USER, ...user }, options).map((i) => i.label);

const EVERYONE = ['Account Details', 'Address Book'];
const MANAGE = ['Events', 'Add Event'];
const EDIT = ['Venue Moderation', 'Add Event - LEGACY', 'Add POI', 'Add POI - LEGACY', 'Editor Profile', 'Editor Timesheets', 'POI QA Report'];
const SUPERUSER = ['User Report', 'Editor Report'];

describe('accountMenuLabel', () => {
  it('uses the first name, else the username, cut at 15 characters', () => {
    expect(accountMenuLabel({ firstName: 'Ann', username: 'ann@example.com' })).toBe('Ann');
    expect(accountMenuLabel({ firstName: '  ', username: USER.username })).toBe('someone.with.a.');
    expect(accountMenuLabel({ firstName: 'Bartholomew-Alexander', username: 'x' })).toBe('Bartholomew-Ale');
  });
});

describe('accountMenuItems', () => {
  it('gives everyone Account Details, Address Book and Log Out back to the current path', () => {
    const items = accountMenuItems(USER, OPTIONS);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ['Account Details', '/account/'],
      ['Address Book', '/saved/addresses/'],
      ['Log Out', '/auth/logout/?next=%2Fevents%2F%3Fpage%3D2'],
    ]);
  });

  it('adds My Claims, after the address book, for a user who has claimed a venue', () => {
    const items = accountMenuItems({ ...USER, hasClaims: true }, OPTIONS);
    expect(items.map((i) => [i.label, i.href]).slice(0, 3)).toEqual([
      ['Account Details', '/account/'],
      ['Address Book', '/saved/addresses/'],
      ['My Claims', '/account/claims/'],
    ]);
  });

  it('adds Events and Add Event for a producer only with an active subscription, and My Venue Data under them', () => {
    expect(labels({ isProducer: true })).toEqual([...EVERYONE, 'My Venue Data', 'Log Out']);
    expect(labels({ isProducer: true, hasActiveSubscription: true })).toEqual([...EVERYONE, ...MANAGE, 'My Venue Data', 'Log Out']);
  });

  it('gives a zeditor the editor tools, a superuser the reports too, and a plain editor nothing more', () => {
    expect(labels({ isEditor: true })).toEqual([...EVERYONE, 'Log Out']);
    expect(labels({ isZeditor: true })).toEqual([...EVERYONE, ...MANAGE, ...EDIT, 'Log Out']);
    expect(labels({ isSuperuser: true })).toEqual([...EVERYONE, ...MANAGE, 'My Venue Data', ...EDIT, ...SUPERUSER, 'Log Out']);
  });

  it('lists the configured staff tools in a new tab, leaving out those without a URL, then the other configured links', () => {
    const items = accountMenuItems({ ...USER, isStaff: true }, OPTIONS);
    expect(items.filter((i) => i.newTab).map((i) => [i.label, i.href])).toEqual([
      ['Wagtail CMS', '/wagtail/'],
      ['Django Admin', '/django/'],
      ['Sentry', 'https://sentry.example/'],
      ['Something Else', 'https://else.example/'],
    ]);
  });

  it('opens the menu links in a new tab on touch devices, except Log Out', () => {
    const items = accountMenuItems({ ...USER, isZeditor: true }, { ...OPTIONS, touch: true });
    expect(items.filter((i) => !i.newTab).map((i) => i.label)).toEqual(['Log Out']);
  });
});
