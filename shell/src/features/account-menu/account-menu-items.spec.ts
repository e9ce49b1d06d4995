import { describe, expect, it } from '@jest/globals';
import type { UserContext } from '@events/contracts/auth';
import { newUserContext } from '@events/contracts/testing/user-context';
import { createIntl } from '@events/api-client/intl';
import { accountMenuItems, accountMenuLabel } from './account-menu-items';

const USER = newUserContext({
  username: 'someone.with.a.long.name@example.com',
  email: 'someone.with.a.long.name@example.com',
  staffLinks: [
    { label: 'Wagtail CMS', url: '/wagtail/' },
    { label: 'Django Admin', url: '/django/' },
    { label: 'Sentry', url: 'https://sentry.example/' },
    { label: 'Something Else', url: 'https://else.example/' },
  ],
});

const OPTIONS = { currentPath: '/events/?page=2', touch: false, intl: createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }) };
const labels = (user: Partial<UserContext>, options = OPTIONS) => accountMenuItems({ ...USER, ...user }, options).map((i) => i.label);

const EVERYONE = ['Account Details', 'Address Book'];
const MANAGE = ['Events', 'Add Event'];
const EDIT = ['Venue Moderation', 'Add Event - LEGACY', 'Add POI', 'Add POI - LEGACY', 'Editor Profile', 'Editor Timesheets', 'POI QA Report'];
const SUPERUSER = ['User Report', 'Editor Report', 'Users', 'Plans', 'Categories', 'Content Pages', 'Jobs'];

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

  it('gives a claimant the producer group with the home, My Claims and Contact Support, before the producer role', () => {
    const items = accountMenuItems({ ...USER, hasClaims: true }, OPTIONS);
    expect(items.map((i) => [i.label, i.href, i.group])).toEqual([
      ['Account Details', '/account/', undefined],
      ['Address Book', '/saved/addresses/', undefined],
      ['My Venues', '/manage/', 'Producer'],
      ['My Claims', '/account/claims/', 'Producer'],
      ['Contact Support', '/manage/support/submit/', 'Producer'],
      ['Log Out', '/auth/logout/?next=%2Fevents%2F%3Fpage%3D2', undefined],
    ]);
  });

  it('gives a producer every tool in the producer group, Add Event only while a subscription publishes', () => {
    const PRODUCER = ['My Venues', 'My Events', 'My Calendars', 'My Venue Data', 'Subscription', 'Contact Support'];
    expect(labels({ isProducer: true })).toEqual([...EVERYONE, ...PRODUCER, 'Log Out']);
    expect(labels({ isProducer: true, hasActiveSubscription: true })).toEqual([...EVERYONE, 'My Venues', 'My Events', 'Add Event', ...PRODUCER.slice(2), 'Log Out']);
    const items = accountMenuItems({ ...USER, isProducer: true, hasActiveSubscription: true, hasClaims: true }, OPTIONS);
    expect(items.filter((i) => i.group === 'Producer').map((i) => [i.label, i.href])).toEqual([
      ['My Venues', '/manage/'],
      ['My Events', '/manage/events/'],
      ['Add Event', '/manage/events/add/'],
      ['My Calendars', '/account/widgets/'],
      ['My Venue Data', '/manage/stats/'],
      ['Subscription', '/subscription/manage/'],
      ['My Claims', '/account/claims/'],
      ['Contact Support', '/manage/support/submit/'],
    ]);
  });

  it('gives a zeditor the editor tools, a superuser the reports too, and a plain editor nothing more', () => {
    expect(labels({ isEditor: true })).toEqual([...EVERYONE, 'Log Out']);
    expect(labels({ isZeditor: true })).toEqual([...EVERYONE, ...MANAGE, ...EDIT, 'Log Out']);
    expect(labels({ isSuperuser: true })).toEqual([...EVERYONE, ...MANAGE, 'My Venue Data', ...EDIT, ...SUPERUSER, 'Log Out']);
    // A zeditor who also manages a venue has the editor's Events and Add Event in the producer group, once.
    const venue = { poi: { id: 7, name: 'Mill' }, quota: null, isBillingContact: true, portalLink: null };
    expect(labels({ isZeditor: true, producerQuotas: [venue] })).toEqual([
      ...EVERYONE,
      'My Venues',
      'My Events',
      'Add Event',
      'My Calendars',
      'My Venue Data',
      'Subscription',
      'Contact Support',
      ...EDIT,
      'Log Out',
    ]);
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
