import { readCookie } from './csrf.js';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('sessionid=abc; csrftoken=t%2Fk; theme=dark', 'csrftoken')).toBe('t/k');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('xcsrftoken=nope', 'csrftoken')).toBeNull();
  });

  it('answers null for a missing or empty cookie', () => {
    expect(readCookie('', 'csrftoken')).toBeNull();
    expect(readCookie('csrftoken=', 'csrftoken')).toBeNull();
  });
});
