import { describe, expect, it } from 'vitest';
import { quantityProblem } from './quantity.js';

describe('quantityProblem (SPEC §5, SECURITY A4)', () => {
  it('takes whole numbers from 1 to 1000', () => {
    expect(quantityProblem(1)).toBeUndefined();
    expect(quantityProblem(1000)).toBeUndefined();
    expect(quantityProblem(0)).toBe('min');
    expect(quantityProblem(-3)).toBe('min');
    expect(quantityProblem(1001)).toBe('max');
    expect(quantityProblem(1.5)).toBe('invalid');
    expect(quantityProblem(Number.NaN)).toBe('invalid');
  });
});
