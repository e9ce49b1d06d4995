import { chooseLanguage, varyOnAcceptLanguage } from './feed-language.js';

describe('feed language', () => {
  it('chooses ?lang=, then the setting, then Accept-Language, then English', () => {
    expect(chooseLanguage({ lang: 'es', setting: 'en', acceptLanguage: 'en' })).toEqual({ language: 'es', fromHeader: false });
    expect(chooseLanguage({ lang: 'xx', setting: 'es', acceptLanguage: 'en' })).toEqual({ language: 'es', fromHeader: false });
    expect(chooseLanguage({ acceptLanguage: 'es-MX,en;q=0.5' })).toEqual({ language: 'es', fromHeader: true });
    expect(chooseLanguage({ acceptLanguage: null })).toEqual({ language: 'en', fromHeader: true });
    expect(varyOnAcceptLanguage(undefined)).toBe('Accept-Language');
    expect(varyOnAcceptLanguage('Origin')).toBe('Origin, Accept-Language');
    expect(varyOnAcceptLanguage('accept-language')).toBe('accept-language');
  });
});
