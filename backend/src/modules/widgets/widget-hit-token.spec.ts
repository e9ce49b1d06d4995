import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../common/clock/clock.js';
import { WIDGET_HIT_TOKEN_PERIOD_SECONDS, WIDGET_HIT_TOKEN_SECONDS, WidgetHitTokens } from './widget-hit-token.js';

describe('widget hit tokens', () => {
  const jwt = new JwtService({ secret: 'a-test-secret-that-is-long-enough-1234567890', signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  const issuedAt = new Date('2026-03-10T15:00:00Z');
  const at = (seconds: number) => new WidgetHitTokens(jwt, new Clock(new Date(issuedAt.getTime() + seconds * 1000)));

  it('vouch for their widget and host until they expire, on the product clock', () => {
    const token = at(0).issue(42, 'friends.example');
    expect(at(WIDGET_HIT_TOKEN_SECONDS - 1).verify(token)).toEqual({ widgetId: 42, host: 'friends.example' });
    expect(at(WIDGET_HIT_TOKEN_SECONDS).verify(token)).toBeNull();
  });

  it('are the same for one widget and host within a period, and honoured at least the token time minus the period', () => {
    const last = WIDGET_HIT_TOKEN_PERIOD_SECONDS - 1;
    const token = at(last).issue(42, 'friends.example');
    expect(at(0).issue(42, 'friends.example')).toBe(token);
    expect(at(WIDGET_HIT_TOKEN_PERIOD_SECONDS).issue(42, 'friends.example')).not.toBe(token);
    expect(at(0).issue(42, 'other.example')).not.toBe(token);
    expect(at(last + WIDGET_HIT_TOKEN_SECONDS - WIDGET_HIT_TOKEN_PERIOD_SECONDS).verify(token)).toEqual({ widgetId: 42, host: 'friends.example' });
    expect(at(WIDGET_HIT_TOKEN_SECONDS).verify(token)).toBeNull();
  });

  it('vouch for nothing when missing, signed with another key or of another kind', () => {
    const tokens = at(0);
    expect(tokens.verify(undefined)).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    const otherKey = new JwtService({ secret: 'another-secret-that-is-long-enough-0987654321', signOptions: { algorithm: 'HS256' } });
    expect(tokens.verify(otherKey.sign({ typ: 'widget_hits', wid: 42, host: 'forged.example' }))).toBeNull();
    expect(tokens.verify(jwt.sign({ typ: 'access', sub: '1', fam: 'f' }))).toBeNull();
  });
});
