// Test helper: a widget module that defines a fresh tag (custom elements cannot be undefined, so
// each test gets its own) and records the settings it was given.
import { vi } from 'vitest';

let counter = 0;

/** A fresh `candle-fake-N` tag and a widget module whose `define` registers it. */
export function fakeWidget() {
  const tag = `candle-fake-${++counter}`;
  const define = vi.fn(() => customElements.define(tag, class extends HTMLElement {}));
  return { tag, define, module: { define } };
}
