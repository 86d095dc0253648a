import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

describe('$operationType', () => {
  beforeEach(freshPage);

  it('keeps the operation type in localStorage under operation_type', async () => {
    const { $operationType, setOperationType, clearOperationType } = await import('./operation-type.js');
    setOperationType('order');
    expect(localStorage.getItem('operation_type')).toBe('order');
    expect($operationType.get()).toBe('order');
    clearOperationType();
    expect(localStorage.getItem('operation_type')).toBeNull();
  });

  it('reads the stored type after a provider brings the shopper back', async () => {
    localStorage.setItem('operation_type', 'refill');
    const { $operationType } = await import('./operation-type.js');
    expect($operationType.get()).toBe('refill');
  });
});
