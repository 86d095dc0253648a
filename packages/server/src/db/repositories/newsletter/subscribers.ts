import type { Kysely } from 'kysely';
import type { Database } from '../../types.js';

/** Confirmed newsletter subscribers, latest consent first, and how many there are. */
export async function findConfirmedSubscribers(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const confirmed = () => db.selectFrom('newsletter_subscribers').where('status', '=', 'confirmed');
  const [rows, count] = await Promise.all([
    confirmed().select(['email', 'lang', 'confirmed_at']).orderBy('confirmed_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    confirmed()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
