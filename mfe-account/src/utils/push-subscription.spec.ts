import { deviceLabelOf } from './push-subscription';

describe('the name a push device gets on the account page', () => {
  it('reads the browser and the system from the user agent', () => {
    expect(deviceLabelOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(deviceLabelOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(deviceLabelOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(deviceLabelOf('Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0')).toBe('Firefox on Android');
  });

  it('says "Browser" for one it does not know', () => {
    expect(deviceLabelOf('curl/8.5.0')).toBe('Browser');
  });
});
