import { BACK_LINK_MESSAGES, contextQuery, detailBackLink } from './back-link';

describe('detailBackLink', () => {
  it('returns to the widget events page in a widget context', () => {
    expect(detailBackLink('?widget=abc&search=%2Fevents%2F%3Fkeyword%3Djazz', 'events')).toEqual({ href: '/widget/abc/', label: BACK_LINK_MESSAGES.calendar, external: true });
  });

  it('returns to the results the visitor came from: a path or a listing query', () => {
    expect(detailBackLink('?search=%2Fevents%2F%3Fdate_start%3D2026-11-18%26keyword%3Djazz', 'events')).toEqual({
      href: '/events/?date_start=2026-11-18&keyword=jazz',
      label: BACK_LINK_MESSAGES.results,
      external: false,
    });
    expect(detailBackLink(new URLSearchParams({ search: 'date_start=2026-11-18&event_types[]=3' }), 'events').href).toBe(
      '/events/?date_start=2026-11-18&event_types%5B%5D=3',
    );
    expect(detailBackLink('?search=%2Fvenues%2F%3Fordering%3Dname', 'venues').href).toBe('/venues/?ordering=name');
  });

  it('never leaves the site or the lists, and ignores a malformed widget id', () => {
    expect(detailBackLink('?search=%2F%2Fevil.example%2F', 'events').href).toBe('/events/');
    expect(detailBackLink('?search=https%3A%2F%2Fevil.example%2F', 'events').href).toBe('/events/?https%3A%2F%2Fevil.example%2F=');
    expect(detailBackLink('?search=%2Faccount%2F', 'venues')).toEqual({ href: '/venues/', label: BACK_LINK_MESSAGES.venues, external: false });
    expect(detailBackLink('?widget=..%2Fx', 'events').href).toBe('/events/');
  });

  it('keeps only the context parameters for links between detail pages', () => {
    expect(contextQuery('?widget=abc&x=1&search=%2Fevents%2F')).toBe('?search=%2Fevents%2F&widget=abc');
    expect(contextQuery('?x=1')).toBe('');
  });
});
