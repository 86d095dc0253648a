import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { DEMO_PARTNER_KEY } from './demo-partner.js';
import { seed } from './seed.js';

// Issue 26: a new shop registers the demo partner for the example partner pages' origins, once.
describe.each(testDatabases())('demo partner on $name', (database) => {
  const opened = useTestDatabase(database, 'migrated');
  const ORIGINS = ['http://localhost:8081', 'http://127.0.0.1:8081'];
  const partners = () => opened.db.selectFrom('partners').select(['key', 'origins', 'status', 'commission_percent']).execute();

  it("registers the demo partner, active, for the example pages' origins with a new shop's catalogue", async () => {
    expect(await seed(opened.db, { demoPartnerOrigins: ORIGINS })).toBe(true);
    const [demo, ...others] = await partners();
    expect(others).toEqual([]);
    expect(demo).toMatchObject({ key: DEMO_PARTNER_KEY, origins: ORIGINS, status: 'active' });
    expect(Number(demo!.commission_percent)).toBe(10);
  });

  it('does not bring it back once the owner removed it', async () => {
    await opened.db.deleteFrom('partners').execute();
    expect(await seed(opened.db, { demoPartnerOrigins: ORIGINS })).toBe(false);
    expect(await partners()).toEqual([]);
  });
});
