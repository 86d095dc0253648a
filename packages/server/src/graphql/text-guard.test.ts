import { describe, expect, it } from 'vitest';
import { findHostileText, isHostileText } from './text-guard.js';

describe('hostile text', () => {
  it.each(['a\u0000', '\ud800', 'a\udbffb', '\udc00', 'x\udfff\ud800'])('%j is hostile', (text) => {
    expect(isHostileText(text)).toBe(true);
  });

  it.each(['', 'plain', 'نور', 'ڕۆژ', '😀 a pair', '\ud83d\ude00', '\\u0000 as written'])('%j is text', (text) => {
    expect(isHostileText(text)).toBe(false);
  });

  it('names the first hostile string at any depth, and a hostile key by its parent', () => {
    expect(findHostileText({ a: 1, b: [true, { c: 'ok' }, { d: ['x', 'y\u0000'] }] })).toBe('b.2.d.1');
    expect(findHostileText({ input: { ['k\u0000']: 'v' } })).toBe('input');
    expect(findHostileText({ ['\ud800']: 1 })).toBe('variables');
    expect(findHostileText({ a: null, b: 2, c: ['ok'] })).toBeUndefined();
    expect(findHostileText(undefined)).toBeUndefined();
  });
});
