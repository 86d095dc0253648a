import { describe, expect, it } from 'vitest';
import { FACTOR_IDLE_MS, FACTOR_LIFETIME_MS, factorLive } from './staff-factor.js';

const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);

describe('the staff second factor', () => {
  it('holds while used within 30 minutes, up to 12 hours', () => {
    expect(factorLive({ verified: true, verified_at: ago(FACTOR_LIFETIME_MS - 1000), factor_seen_at: ago(FACTOR_IDLE_MS - 1000) }, now)).toBe(true);
  });

  it('lapses after 30 idle minutes', () => {
    expect(factorLive({ verified: true, verified_at: ago(FACTOR_IDLE_MS), factor_seen_at: ago(FACTOR_IDLE_MS) }, now)).toBe(false);
  });

  it('lapses 12 hours after it was passed, however busy the session', () => {
    expect(factorLive({ verified: true, verified_at: ago(FACTOR_LIFETIME_MS), factor_seen_at: ago(1000) }, now)).toBe(false);
  });

  it('never holds for a session that did not pass it or has no times', () => {
    expect(factorLive({ verified: false, verified_at: ago(0), factor_seen_at: ago(0) }, now)).toBe(false);
    expect(factorLive({ verified: true, verified_at: null, factor_seen_at: null }, now)).toBe(false);
  });
});
