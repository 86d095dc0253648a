// Test helper: a fresh page for store tests: empty localStorage, a new module registry and no
// shared stores left from the last test (stores/registry.ts keeps them on globalThis).
import { vi } from 'vitest';

/** Forgets every shared store and stored value, as a new page load would. */
export function freshPage(): void {
  localStorage.clear();
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('candleshop.registry.v1')];
}

/** Another tab writing localStorage: the browser tells this tab with a `storage` event. */
export function writeFromOtherTab(key: string, value: string | null): void {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}
