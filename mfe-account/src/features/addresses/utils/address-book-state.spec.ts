import { addressBookHref, addressBookStateOf, addressCardName } from './address-book-state';

describe('addressBookStateOf / addressBookHref', () => {
  it('defaults to Last edited, page 1, with a bare URL', () => {
    const state = addressBookStateOf(new URLSearchParams(''));
    expect(state).toEqual({ ordering: '-updated', page: 1 });
    expect(addressBookHref(state)).toBe('/saved/addresses/');
  });

  it('keeps Last added and the page in the URL', () => {
    const state = addressBookStateOf(new URLSearchParams('ordering=-created&page=3'));
    expect(state).toEqual({ ordering: '-created', page: 3 });
    expect(addressBookHref(state)).toBe('/saved/addresses/?ordering=-created&page=3');
    expect(addressBookHref({ ordering: '-updated', page: 2 })).toBe('/saved/addresses/?page=2');
  });

  it('ignores an unknown ordering and a page that is not a positive whole number', () => {
    expect(addressBookStateOf(new URLSearchParams('ordering=name&page=-4'))).toEqual({ ordering: '-updated', page: 1 });
    expect(addressBookStateOf(new URLSearchParams('page=1.5'))).toEqual({ ordering: '-updated', page: 1 });
  });
});

describe('addressCardName', () => {
  it('keeps names of up to 24 characters', () => {
    expect(addressCardName('Home')).toBe('Home');
    expect(addressCardName('x'.repeat(24))).toBe('x'.repeat(24));
  });

  it('cuts longer names at 24 characters with an ellipsis', () => {
    expect(addressCardName('Grandmother’s lake house by the pond')).toBe('Grandmother’s lake house…');
    expect(addressCardName('a'.repeat(25))).toBe(`${'a'.repeat(24)}…`);
  });
});
