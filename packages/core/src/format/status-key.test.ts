import { describe, expect, it } from 'vitest';
import { statusKey } from './status-key.js';

describe('statusKey', () => {
  it('names a status by its camel-case key in its section', () => {
    expect(statusKey('being prepared')).toBe('order.status.beingPrepared');
    expect(statusKey('ready for pickup')).toBe('order.status.readyForPickup');
    expect(statusKey('quoted', 'personalized.statuses')).toBe('personalized.statuses.quoted');
  });
});
