import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../types.js';
import type { UserRow, UserTable } from '../../tables/accounts.js';

/** One user by id. */
export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One user by email, regardless of case (the unique index is on lower(email)). */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Whether another user than `exceptId` has this email or phone. */
export async function findTaken(db: Kysely<Database>, { email, phone }: { email?: string; phone?: string | null }, exceptId?: number): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where((eb) => eb.or([...(email ? [eb(eb.fn('lower', ['email']), '=', email.toLowerCase())] : []), ...(phone ? [eb('phone', '=', phone)] : []), eb.val(false)]))
    .where('id', '!=', exceptId ?? -1)
    .execute();
  return {
    email: Boolean(email) && rows.some((row) => row.email.toLowerCase() === email!.toLowerCase()),
    phone: Boolean(phone) && rows.some((row) => row.phone === phone),
  };
}

/** Inserts a user; answers the row. */
export function insertUser(db: Kysely<Database>, values: Insertable<UserTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Updates a user; answers the row, or undefined when it is gone. */
export function updateUser(db: Kysely<Database>, id: number, values: Updateable<UserTable>): Promise<UserRow | undefined> {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Marks a pending user active; false when it was not pending. */
export async function activateUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.updateTable('users').set({ status: 'active' }).where('id', '=', id).where('status', '=', 'pending').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The user a provider identity belongs to. */
export async function findSocialUser(db: Kysely<Database>, provider: 'google' | 'facebook', subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('social_identities')
    .innerJoin('users', 'users.id', 'social_identities.user_id')
    .selectAll('users')
    .where('social_identities.provider', '=', provider)
    .where('social_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider identity to a user. */
export async function insertSocialIdentity(db: Kysely<Database>, provider: 'google' | 'facebook', subject: string, userId: number): Promise<void> {
  await db.insertInto('social_identities').values({ provider, subject, user_id: userId }).execute();
}
