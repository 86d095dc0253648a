import { describe, expect, it } from 'vitest';
import { createCustomer } from '../test/customers.js';
import { testDatabases, useTestDatabase } from '../test/databases.js';
import { requireViewerWithPhone } from './require-phone.js';

describe.each(testDatabases())('requireViewerWithPhone on $name', (database) => {
  const opened = useTestDatabase(database, 'migrated');

  const ctxOf = (userId: number) => ({ db: opened.db, requireViewer: async () => ({ userId, sessionId: 1, verified: false }) });

  it('answers Unauthorized.phone for a customer without a phone', async () => {
    const customer = await createCustomer(opened.db, { phone: null });
    await expect(requireViewerWithPhone(ctxOf(customer.userId))).rejects.toMatchObject({
      message: 'unauthorized',
      extensions: { debugMessage: 'Unauthorized.phone' },
    });
  });

  it('lets a customer with a phone through', async () => {
    const customer = await createCustomer(opened.db, { phone: '07509990001' });
    await expect(requireViewerWithPhone(ctxOf(customer.userId))).resolves.toMatchObject({ userId: customer.userId, phone: '07509990001' });
  });
});
