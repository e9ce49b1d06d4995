import { embeddingHostOf, isCountableView } from './widget-hit-source.js';
import { BROWSER_USER_AGENT } from '../../testing/widget-page-data.js';

const BROWSER = BROWSER_USER_AGENT;

describe('widget hit sources', () => {
  it('counts people, not crawlers, empty agents or speculative loads', () => {
    expect(isCountableView({ 'user-agent': BROWSER })).toBe(true);
    expect(isCountableView({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' })).toBe(false);
    expect(isCountableView({})).toBe(false);
    expect(isCountableView({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(isCountableView({ 'user-agent': BROWSER, purpose: 'prefetch' })).toBe(false);
    expect(isCountableView({ 'user-agent': BROWSER, 'x-moz': 'prefetch' })).toBe(false);
  });

  it('reads the embedding host from the Referer, unknown when withheld, none for the widget\'s own paging', () => {
    expect(embeddingHostOf({ referer: 'https://Friends.Example:8443/cal.html?x=1' }, 'events.example')).toBe('friends.example:8443');
    expect(embeddingHostOf({}, 'events.example')).toBe('(unknown)');
    expect(embeddingHostOf({ referer: 'android-app://com.example/' }, 'events.example')).toBe('(unknown)');
    expect(embeddingHostOf({ referer: 'https://events.example/widget/4/' }, 'events.example')).toBeNull();
    expect(embeddingHostOf({ referer: 'https://events.example/events/jazz/' }, 'events.example')).toBe('events.example');
  });
});
