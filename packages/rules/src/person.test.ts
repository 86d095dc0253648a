import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, NAME_MAX_LENGTH, nameProblem, oneLine, passwordProblem } from './person.js';

describe('passwordProblem (SPEC §5, §9)', () => {
  it('asks for one, then 8 or more characters, and bounds the length', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('1234567')).toBe('short');
    expect(passwordProblem('12345678')).toBeUndefined();
    expect(passwordProblem(' '.repeat(8))).toBeUndefined();
    expect(passwordProblem('p'.repeat(MAX_PASSWORD_LENGTH))).toBeUndefined();
    expect(passwordProblem('p'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe('long');
  });
});

describe('names', () => {
  it('puts a name on one trimmed line', () => {
    expect(oneLine(' Shilan\r\nAhmed\u2028 ')).toBe('Shilan Ahmed');
  });

  it('asks for a name of at most 200 characters', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('Shilan')).toBeUndefined();
    expect(nameProblem('n'.repeat(NAME_MAX_LENGTH))).toBeUndefined();
    expect(nameProblem('n'.repeat(NAME_MAX_LENGTH + 1))).toBe('long');
  });
});
