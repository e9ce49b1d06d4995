import { widgetHref } from './widget-href';

describe('widgetHref', () => {
  it('names the view, then the category, the list page past the first and the month of the month view', () => {
    expect(widgetHref({ view: 'list', category: null })).toBe('?view=list');
    expect(widgetHref({ view: 'list', category: 4, page: 1 })).toBe('?view=list&category=4');
    expect(widgetHref({ view: 'list', category: 4, page: 3 })).toBe('?view=list&category=4&page=3');
    expect(widgetHref({ view: 'month', category: null, month: '2027-01', page: 3 })).toBe('?view=month&month=2027-01');
    expect(widgetHref({ view: 'month', category: 2 })).toBe('?view=month&category=2');
    expect(widgetHref({ category: null })).toBe('?');
  });

  it('keeps the language the page was asked in', () => {
    expect(widgetHref({ view: 'list', category: 4, page: 3, lang: 'es' })).toBe('?view=list&category=4&page=3&lang=es');
    expect(widgetHref({ view: 'month', category: null, month: '2027-01', lang: null })).toBe('?view=month&month=2027-01');
  });
});
