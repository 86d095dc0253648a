// `npm run faults`, issue 33 item 2: the door and the waiting list under the same faults as the
// shoppers. Two door phones (two staff sessions, two device ids) check in every ticket of one
// workshop, each in its own order, so every ticket is asked for twice; a check-in that gets no
// answer (the instance is gone, the database is away: 503) stays in the phone's queue and the whole
// queue is sent again, same clientIds and `at`, as the door page does once it is back online.
// Meanwhile staff cancel tickets of a sold-out workshop (one at the kill, eight while the
// connections are cut, one at the drain), and one more is cancelled as if its request's offer had
// been cut (written straight in), which the sweepers of both instances must offer; each seat freed
// must be offered to its waiting list once. What the database holds afterwards is compared with what was answered.
import { createHash, randomBytes } from 'node:crypto';

const TICKETS = 40;
const PEOPLE = 2;
const WAITING = 14;
const FREED = 11;
const SCAN_MS = 100;
const CHECK_IN = `mutation ($checkIns: [CheckInInput!]!) { adminCheckIn(checkIns: $checkIns) { clientId outcome reason } }`;
const MOVE = `mutation ($id: ID!) { adminMoveRequest(kind: "ticket", id: $id, status: "cancelled", version: 0) { status } }`;

const texts = (en) => JSON.stringify({ en, ku: en, ar: en });

/**
 * The door and waiting-list part of the faults run, on the bench's schema: `setup()` writes the
 * workshops, tickets, waiting list and staff sessions; `door()` runs both phones to the end of
 * their queues; `freeSeat()` cancels one ticket of the full workshop (retried until the server
 * answers); `settle()` waits for the offers the sweeper still owes; `figures()` reads the outcome.
 */
export function createDoorBench({ bench, send, pick, sleep }) {
  const s = bench.schema;
  const q = (text, values) => bench.client.query(text, values);
  const state = { door: 0, full: 0, tickets: [], holders: [], sessions: [], answers: new Map(), sends: 0, failedSends: 0, resent: new Set(), freed: [], moveTries: 0 };

  async function staffSession(n) {
    const token = randomBytes(32).toString('base64url');
    const {
      rows: [user],
    } = await q(`INSERT INTO ${s}.users (name, email, status) VALUES ($1, $2, 'active') RETURNING id`, [`Door ${n}`, `door${n}@bench.example`]);
    await q(`INSERT INTO ${s}.staff (user_id, role, totp_secret) VALUES ($1, 'staff', 'unused')`, [user.id]);
    // verified_at and factor_seen_at (migration 031): else the factor counts as lapsed.
    await q(`INSERT INTO ${s}.sessions (user_id, token_hash, expires_at, verified, verified_at, factor_seen_at) VALUES ($1, $2, now() + interval '1 day', true, now(), now())`, [
      user.id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    return `__Host-sid=${token}`;
  }

  async function workshop(title, seats, taken, startsInHours) {
    const {
      rows: [row],
    } = await q(
      `INSERT INTO ${s}.workshops (title, description, image, starts_at, seats, seats_taken, duration_minutes)
       VALUES ($1, $2, '/media/workshops/1.svg', now() + make_interval(hours => $3), $4, $5, 120) RETURNING id`,
      [texts(title), texts('A workshop of the faults run.'), startsInHours, seats, taken],
    );
    const {
      rows: [tier],
    } = await q(`INSERT INTO ${s}.workshop_tickets (workshop_id, min, max, price, soldout) VALUES ($1, 1, 4, 10000, false) RETURNING id`, [row.id]);
    return { id: row.id, tier: tier.id };
  }

  // Unpaid cash tickets: the door takes the cash with the check-in (payCash), so a doubled check-in
  // would also show as cash taken twice.
  async function tickets(at, count, people) {
    const { rows } = await q(
      `INSERT INTO ${s}.tickets (uuid, status, guest_name, guest_email, guest_phone, workshop_id, workshop_ticket_id, people, unit_price, total, method, paid)
       SELECT gen_random_uuid(), 'pending', 'Guest ' || i, 'door' || i || '-' || $1::int || '@bench.example', '07701234567', $1, $2, $3, 10000, $3 * 10000, 'cash', false
       FROM generate_series(1, $4::int) AS i RETURNING id, uuid, people`,
      [at.id, at.tier, people, count],
    );
    return rows;
  }

  async function gql(cookie, query, variables) {
    const shop = pick();
    if (!shop) return { status: 0 };
    const { status, text } = await send(shop.port, 'POST', '/graphql', JSON.stringify({ query, variables }), { cookie });
    let json;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status, json };
  }

  /**
   * One door phone: it scans a ticket every SCAN_MS into its queue whatever the network does, and
   * sends the whole queue whenever the last send is over; what got no answer stays queued and goes
   * again with the next send (same clientId and `at`).
   */
  async function phone(device, cookie, order) {
    const queue = [];
    let scanning = true;
    const scanner = (async () => {
      for (const ticket of order) {
        // A recent device time: the moment the code was scanned.
        queue.push({ clientId: `${device}-${ticket.id}`, device, workshop: String(state.door), code: ticket.uuid, people: ticket.people, payCash: true, at: new Date().toISOString() });
        await sleep(SCAN_MS);
      }
      scanning = false;
    })();
    for (let failures = 0; (scanning || queue.length) && failures < 600;) {
      if (!queue.length) {
        await sleep(20);
        continue;
      }
      const sent = queue.slice(0, 200);
      state.sends += 1;
      const { json } = await gql(cookie, CHECK_IN, { checkIns: sent });
      const results = json?.data?.adminCheckIn;
      if (!results) {
        failures += 1;
        state.failedSends += 1;
        for (const entry of sent) state.resent.add(entry.clientId);
        await sleep(100);
        continue;
      }
      for (const result of results) state.answers.set(result.clientId, result);
      queue.splice(0, results.length);
    }
    await scanner;
  }

  return {
    async setup() {
      const door = await workshop('Door of the faults run', TICKETS * PEOPLE, TICKETS * PEOPLE, 1);
      state.door = door.id;
      state.tickets = await tickets(door, TICKETS, PEOPLE);
      const full = await workshop('Sold out in the faults run', FREED, FREED, 24 * 30);
      state.full = full.id;
      state.holders = await tickets(full, FREED, 1);
      await q(
        `INSERT INTO ${s}.waitlist_entries (workshop_id, workshop_ticket_id, name, email, phone, people, lang, status, created_at)
         SELECT $1, $2, 'Waiting ' || i, 'waiting' || i || '@bench.example', '0750200' || lpad(i::text, 4, '0'), 1, 'en', 'waiting', now() + make_interval(secs => i)
         FROM generate_series(1, $3::int) AS i`,
        [full.id, full.tier, WAITING],
      );
      state.sessions = [await staffSession(1), await staffSession(2)];
    },

    /** Both phones, the second going through the list backwards, until their queues are empty. */
    door() {
      const [first, second] = state.sessions;
      return Promise.all([phone('door-1', first, state.tickets), phone('door-2', second, [...state.tickets].reverse())]);
    },

    /** Staff cancel the next holder's ticket, trying again until an answer comes (a lost answer: already moved). */
    async freeSeat() {
      const ticket = state.holders[state.freed.length];
      state.freed.push(ticket.id);
      for (let tries = 0; tries < 600; tries++) {
        state.moveTries += 1;
        const { json } = await gql(state.sessions[0], MOVE, { id: String(ticket.id) });
        if (json?.data?.adminMoveRequest || ['admin.changed', 'admin.moveNotAllowed'].includes(json?.errors?.[0]?.message)) return;
        await sleep(100);
      }
    },

    /** A cancellation whose request was cut between its commit and its offer: the seat is free, nobody offered it. */
    async freeSeatUnoffered() {
      const ticket = state.holders[state.freed.length];
      state.freed.push(ticket.id);
      await q(`UPDATE ${s}.tickets SET status = 'cancelled', version = version + 1 WHERE id = $1`, [ticket.id]);
      await q(`UPDATE ${s}.workshops SET seats_taken = seats_taken - $2 WHERE id = $1`, [state.full, ticket.people]);
    },

    /** Offers a failed request still owes are the sweeper's (each instance's, every 60 s): waits for them, 90 s at most. */
    async settle() {
      const since = Date.now();
      while (Date.now() - since < 90_000) {
        const {
          rows: [{ offered }],
        } = await q(`SELECT count(*)::int AS offered FROM ${s}.waitlist_entries WHERE workshop_id = $1 AND status <> 'waiting'`, [state.full]);
        if (offered >= state.freed.length) return (Date.now() - since) / 1000;
        await sleep(500);
      }
      return (Date.now() - since) / 1000;
    },

    async figures() {
      const answered = [...state.answers.values()];
      const acknowledged = answered.filter((result) => result.outcome === 'checkedIn').map((result) => result.clientId);
      const { rows: stored } = await q(`SELECT ticket_id, client_id, people, cash_taken FROM ${s}.ticket_check_ins WHERE workshop_id = $1`, [state.door]);
      const byClient = new Set(stored.map((row) => row.client_id));
      const perTicket = new Map();
      for (const row of stored) {
        const seen = perTicket.get(row.ticket_id) ?? { people: 0, cash: 0 };
        perTicket.set(row.ticket_id, { people: seen.people + row.people, cash: seen.cash + (row.cash_taken === null ? 0 : 1) });
      }
      const {
        rows: [full],
      } = await q(`SELECT seats, seats_taken FROM ${s}.workshops WHERE id = $1`, [state.full]);
      const {
        rows: [{ live }],
      } = await q(`SELECT coalesce(sum(people), 0)::int AS live FROM ${s}.tickets WHERE workshop_id = $1 AND status NOT IN ('cancelled', 'rejected')`, [state.full]);
      const { rows: entries } = await q(`SELECT e.id, e.status, e.people, (SELECT count(*)::int FROM ${s}.outbox o WHERE o.recipient = e.email) AS mails FROM ${s}.waitlist_entries e WHERE e.workshop_id = $1`, [
        state.full,
      ]);
      const {
        rows: [{ cancelled }],
      } = await q(`SELECT count(*)::int AS cancelled FROM ${s}.tickets WHERE workshop_id = $1 AND status = 'cancelled'`, [state.full]);
      const offered = entries.filter((entry) => entry.status !== 'waiting');
      const held = full.seats_taken - live;
      return {
        report: {
          'door check-ins scanned': `${state.tickets.length * 2} on 2 phones; ${state.sends} sends of a queue, ${state.failedSends} unanswered; ${state.resent.size} check-ins queued through a failed send and sent again`,
          'check-ins acknowledged': `${acknowledged.length}, stored ${stored.length}, conflicts ${answered.filter((result) => result.outcome === 'conflict').length}, refused ${answered.filter((result) => result.outcome === 'refused').length}`,
          'seats freed (cancelled)': `${cancelled} of ${state.freed.length} (${state.moveTries} tries)`,
          'waiting-list offers made': `${offered.length}, seats held ${held}, offer mails ${entries.reduce((sum, entry) => sum + entry.mails, 0)}`,
        },
        mustBeZero: {
          'lost acknowledged check-ins': acknowledged.filter((clientId) => !byClient.has(clientId)).length,
          'check-ins never answered': state.tickets.length * 2 - answered.length,
          'tickets not checked in': state.tickets.filter((ticket) => !perTicket.has(ticket.id)).length,
          'doubled check-ins (people over the ticket)': state.tickets.filter((ticket) => (perTicket.get(ticket.id)?.people ?? 0) > ticket.people).length,
          'door cash taken twice': [...perTicket.values()].filter((seen) => seen.cash > 1).length,
          'freed seats not offered': Math.max(0, cancelled - offered.length),
          'doubled offers (over the freed seats)': Math.max(0, offered.length - cancelled),
          'seats held other than offered': Math.abs(held - offered.reduce((sum, entry) => sum + entry.people, 0)),
          'offers never mailed': offered.filter((entry) => entry.mails === 0).length,
          'offers mailed twice': entries.filter((entry) => entry.mails > 1).length,
        },
      };
    },
  };
}
