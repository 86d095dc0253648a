import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { racingDatabase, racingShop, type Reply } from '../../test/racing-shop.js';
import { createWorkshop, seatsTaken } from '../../test/tickets.js';

// SECURITY A1 for seats, raced on PostgreSQL.

const TICKET_GUEST = `mutation T($ticket_id: ID!, $email: String!) {
  ticketGuest(ticket_id: $ticket_id, people: 1, method: "cash", name: "Guest", email: $email, phone: "07501234567",
    token: "local-unverified") { id } }`;

describe.skipIf(!racingDatabase)('workshop seats under concurrency on PostgreSQL', () => {
  const race = racingShop({ humanCheck: createLocalHumanCheck(() => {}) });
  const post = (query: string, variables: Record<string, unknown>): Promise<Reply> => race.post(query, variables);

  it('sells the last 5 seats to exactly 5 of 50 concurrent guests', async () => {
    const workshop = await createWorkshop(race.shop.db, { seats: 40, taken: 35, tiers: [{ min: 1, max: 1, price: 30000 }] });
    const replies = await Promise.all(Array.from({ length: 50 }, (_, n) => post(TICKET_GUEST, { ticket_id: String(workshop.tiers[0]), email: `seat${n}@example.com` })));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(5);
    const refusals = replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!);
    expect(refusals).toHaveLength(45);
    expect(new Set(refusals.map((error) => error.message))).toEqual(new Set(['ticket.seats']));
    expect(refusals.every((error) => error.extensions?.seatsLeft === 0)).toBe(true);
    expect(await seatsTaken(race.shop.db, workshop.id)).toBe(40);
    const { rows } = await sql<{ people: number }>`SELECT coalesce(sum(people), 0)::int AS people FROM tickets
      WHERE workshop_id = ${workshop.id} AND status <> 'cancelled'`.execute(race.shop.db);
    expect(rows[0]!.people).toBe(5);
  });
});
