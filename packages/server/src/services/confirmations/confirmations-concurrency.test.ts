import { describe, expect, it } from 'vitest';
import { racingDatabase, racingShop } from '../../test/racing-shop.js';
import { CONFIRMATION_MISSES_PER_HOUR } from './link-lookup.js';

// SECURITY-REVIEW-2 N6: confirmation-link misses are counted and recorded in one locked step, on PostgreSQL.

const READ = `query C($token: String!) { saleConfirmation(token: $token) { status } }`;

describe.skipIf(!racingDatabase)('confirmation-link misses under concurrency on PostgreSQL', () => {
  const race = racingShop();

  it(`records exactly ${CONFIRMATION_MISSES_PER_HOUR} of 40 parallel misses from one address`, async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, n) => race.post(READ, { token: `guess-${n}-cccccccccccccccccccccccc` })));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(CONFIRMATION_MISSES_PER_HOUR);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === 'rate.limited')).toHaveLength(40 - CONFIRMATION_MISSES_PER_HOUR);
    const misses = await race.shop.db.selectFrom('rate_events').select('id').where('kind', '=', 'confirmMiss').execute();
    expect(misses).toHaveLength(CONFIRMATION_MISSES_PER_HOUR);
  });
});
