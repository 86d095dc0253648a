import { describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { createS3Storage } from './s3.js';

const CONFIG = { endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'candles', region: 'eu-central-1', accessKey: 'AK', secretKey: 'SK' };

describe.each(testDatabases())('S3 storage on $name', (database) => {
  const opened = useTestDatabase(database, 'migrated');

  it('signs an S3 PUT for a server-chosen key with the content type', async () => {
    const storage = createS3Storage(CONFIG, opened.db);
    const url = new URL((await storage.signUpload('images/abc.webp'))!);
    expect(url.pathname).toMatch(/^\/candles\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(await storage.signUpload('images/abc.svg')).toBeUndefined();
    const stored = url.pathname.slice(1);
    expect(await storage.storedPath(stored)).toBe(`https://s3.eu-central-1.amazonaws.com${url.pathname}`);
    expect(await storage.storedPath('other-bucket/uploads/x.png')).toBeUndefined();
  });

  it("binds a customer's key to that customer, and refuses keys it never issued (SECURITY-REVIEW M8)", async () => {
    const storage = createS3Storage(CONFIG, opened.db);
    const owner = await createCustomer(opened.db);
    const other = await createCustomer(opened.db);
    const stored = new URL((await storage.signUpload('images/me.png', owner.userId))!).pathname.slice(1);
    expect(await storage.storedPath(stored, other.userId)).toBeUndefined();
    expect(await storage.storedPath(stored)).toBeUndefined();
    expect(await storage.storedPath(stored, owner.userId)).toBe(`${CONFIG.endpoint}/${stored}`);
    expect(await storage.storedPath('candles/uploads/00000000-0000-0000-0000-000000000000.png', owner.userId)).toBeUndefined();
  });
});
