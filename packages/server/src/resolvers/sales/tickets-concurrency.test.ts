import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { testDatabases } from '../../test/databases.js';
import { openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createWorkshop, seatsTaken } from '../../test/tickets.js';

// SECURITY A1 for seats: PGlite runs one transaction at a time, so only PostgreSQL shows real races.
const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

const TICKET_GUEST = `mutation T($ticket_id: ID!, $email: String!) {
  ticketGuest(ticket_id: $ticket_id, people: 1, method: "cash", name: "Guest", email: $email, phone: "07501234567",
    token: "local-unverified") { id } }`;

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

describe.skipIf(!postgres)('workshop seats under concurrency on PostgreSQL', () => {
  let shop: TestShop;
  let server: Server;
  let base: string;
  // Real HTTP on loopback: fetch opens a connection per request in flight, so each is its own transaction.
  const post = async (query: string, variables: Record<string, unknown>): Promise<Reply> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: new URL(PUBLIC_URL).host },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Reply;
  };

  beforeAll(async () => {
    shop = await openShop(postgres!, { humanCheck: createLocalHumanCheck(() => {}) });
    server = createServer(shop.app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await shop?.close();
  });

  it('sells the last 5 seats to exactly 5 of 50 concurrent guests', async () => {
    const workshop = await createWorkshop(shop.db, { seats: 40, taken: 35, tiers: [{ min: 1, max: 1, price: 30000 }] });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) => post(TICKET_GUEST, { ticket_id: String(workshop.tiers[0]), email: `seat${n}@example.com` })),
    );
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(5);
    const refusals = replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!);
    expect(refusals).toHaveLength(45);
    expect(new Set(refusals.map((error) => error.message))).toEqual(new Set(['ticket.seats']));
    expect(refusals.every((error) => error.extensions?.seatsLeft === 0)).toBe(true);
    expect(await seatsTaken(shop.db, workshop.id)).toBe(40);
    const { rows } = await sql<{ people: number }>`SELECT coalesce(sum(people), 0)::int AS people FROM tickets
      WHERE workshop_id = ${workshop.id} AND status <> 'cancelled'`.execute(shop.db);
    expect(rows[0]!.people).toBe(5);
  });
});
