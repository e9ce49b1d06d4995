import { parseConfig } from '../../config/app-config.js';
import { configErrorOf } from '../../testing/config-error.js';

describe('parseConfig: the ad-network unit', () => {
  it('defaults to the house unit; none turns it off', () => {
    expect(parseConfig({}).adNetwork).toEqual({ kind: 'house' });
    expect(parseConfig({ AD_NETWORK: 'none' }).adNetwork).toEqual({ kind: 'none' });
    expect(parseConfig({ AD_NETWORK: 'house', ADSENSE_CLIENT: 'ca-pub-1' }).adNetwork).toEqual({ kind: 'house' });
  });

  it('reads the AdSense publisher id and slot', () => {
    expect(parseConfig({ AD_NETWORK: 'adsense', ADSENSE_CLIENT: 'ca-pub-1234567890123456', ADSENSE_SLOT: '9876543210' }).adNetwork).toEqual({
      kind: 'adsense',
      client: 'ca-pub-1234567890123456',
      slot: '9876543210',
    });
  });

  it('says in one line what AdSense lacks or what is wrong', () => {
    expect(configErrorOf({ AD_NETWORK: 'adsense' })).toBe('Invalid configuration: ADSENSE_CLIENT and ADSENSE_SLOT must be set when AD_NETWORK=adsense');
    expect(configErrorOf({ AD_NETWORK: 'adsense', ADSENSE_CLIENT: 'ca-pub-1' })).toBe(
      'Invalid configuration: ADSENSE_SLOT must be set when AD_NETWORK=adsense',
    );
    expect(configErrorOf({ AD_NETWORK: 'google' })).toBe('Invalid configuration: AD_NETWORK must be one of house, adsense, none (got "google")');
    expect(configErrorOf({ AD_NETWORK: 'adsense', ADSENSE_CLIENT: 'pub-1', ADSENSE_SLOT: '1' })).toContain('ADSENSE_CLIENT must be an AdSense publisher id');
    expect(configErrorOf({ ADSENSE_SLOT: 'abc' })).toContain('ADSENSE_SLOT must be an AdSense slot id (digits)');
    expect(configErrorOf({ AD_NETWORK: 'adsense' }).split('\n')).toHaveLength(1);
  });
});
