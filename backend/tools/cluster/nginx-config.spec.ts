import { renderTemplate, runnerConfig, siteConfig } from './nginx-config.js';

describe('renderTemplate', () => {
  it('fills a placeholder, repeats a line over a list and leaves out a line whose value is absent', () => {
    const template = ['listen {{LISTEN}};', '  server {{INSTANCE}} max_fails=2;', '{{OPTIONAL}}brotli on;', 'gzip on;'].join('\n');
    expect(renderTemplate(template, { LISTEN: '8080', INSTANCE: ['a:1', 'b:2'], OPTIONAL: null })).toBe(
      ['listen 8080;', '  server a:1 max_fails=2;', '  server b:2 max_fails=2;', 'gzip on;'].join('\n'),
    );
    expect(renderTemplate('{{OPTIONAL}}brotli on;', { OPTIONAL: '' })).toBe('brotli on;');
    expect(renderTemplate('load_module {{MODULE}};\nevents {}', { MODULE: [] })).toBe('events {}');
  });

  it('refuses a placeholder without a value, and two lists on one line', () => {
    expect(() => renderTemplate('listen {{PORT}};', {})).toThrow('no value for {{PORT}}');
    expect(() => renderTemplate('{{A}} {{B}}', { A: ['1'], B: ['2'] })).toThrow('one list at most');
  });
});

describe('the shipped nginx files (deploy/nginx/)', () => {
  const site = (cache: boolean, brotli: boolean): string =>
    siteConfig({ instances: ['10.0.0.11:3000', '10.0.0.12:3000'], listen: '80', serverName: 'events.example.org', cacheDir: '/var/cache/nginx/region-events', cache, brotli });

  it('render with every placeholder filled', () => {
    for (const text of [site(true, true), site(false, false), runnerConfig({ prefix: '/tmp/x', site: '/tmp/x/site.conf', workers: 'auto', modules: [], accessLog: 'off' })]) {
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('put every instance in the upstream with passive health checks, and retry idempotent requests only', () => {
    const text = site(true, true);
    expect(text).toContain('server 10.0.0.11:3000 max_fails=2 fail_timeout=5s;');
    expect(text).toContain('server 10.0.0.12:3000 max_fails=2 fail_timeout=5s;');
    expect(text).toMatch(/proxy_next_upstream error timeout;/);
    expect(text).not.toMatch(/^[^#]*non_idempotent/m);
  });

  it('bypass the cache for the session cookies, a recent writer and Authorization only, and keep answers that are not public out of it', () => {
    const text = site(true, true);
    expect(text).toContain('map "$cookie_access_token$cookie_refresh_token$cookie_primary_until$http_authorization" $region_events_signed_in');
    expect(text).toContain('proxy_cache_bypass $region_events_signed_in;');
    expect(text).toContain('proxy_no_cache $region_events_signed_in $region_events_not_public;');
    expect(text).not.toMatch(/^[^#]*proxy_ignore_headers/m);
    expect(text).toContain('proxy_cache region_events_cache;');
    expect(site(false, true)).toContain('proxy_cache off;');
  });

  it('compress with brotli only when the module is there', () => {
    expect(site(true, true)).toMatch(/^\s*brotli on;/m);
    expect(site(true, false)).not.toMatch(/brotli on;/);
    expect(site(true, false)).toMatch(/^\s*gzip on;/m);
  });
});
