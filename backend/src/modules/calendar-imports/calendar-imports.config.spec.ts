import { defaultConfig, parseConfig } from '../../config/app-config.js';

describe('calendar imports configuration', () => {
  it('allows no network besides public addresses unless one is listed, and refuses a list that does not parse', () => {
    expect(defaultConfig().calendarImports).toEqual({ allowedNetworks: [], intervalMinutes: 60, scheduled: true });
    expect(parseConfig({ CALENDAR_IMPORT_ALLOWED_NETWORKS: '' }).calendarImports.allowedNetworks).toEqual([]);
    expect(parseConfig({ CALENDAR_IMPORT_ALLOWED_NETWORKS: ' 127.0.0.0/8, ::1/128 ' }).calendarImports.allowedNetworks).toEqual(['127.0.0.0/8', '::1/128']);
    expect(() => parseConfig({ CALENDAR_IMPORT_ALLOWED_NETWORKS: 'localhost' })).toThrow('not a network in CIDR notation: localhost');
  });
});
