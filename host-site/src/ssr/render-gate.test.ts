import { describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate.js';

describe('createRenderGate (SECURITY-REVIEW M7)', () => {
  it('answers busy at once past its limit, and admits again when a task ends', async () => {
    const gate = createRenderGate(2);
    const releases: Array<() => void> = [];
    const task = () => new Promise<string>((resolve) => releases.push(() => resolve('rendered')));
    const first = gate(task, () => 'shell');
    const second = gate(task, () => 'shell');
    expect(await gate(task, () => 'shell')).toBe('shell');
    releases[0]!();
    expect(await first).toBe('rendered');
    const third = gate(task, () => 'shell');
    releases[1]!();
    releases[2]!();
    expect([await second, await third]).toEqual(['rendered', 'rendered']);
  });

  it('frees its place when a task fails', async () => {
    const gate = createRenderGate(1);
    await expect(
      gate(
        () => Promise.reject(new Error('down')),
        () => 'shell',
      ),
    ).rejects.toThrow('down');
    expect(
      await gate(
        async () => 'rendered',
        () => 'shell',
      ),
    ).toBe('rendered');
  });
});
