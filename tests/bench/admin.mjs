// `npm run bench`, back-office part (issue 15): 20,000 orders bulk-inserted into PostgreSQL, then
// adminOrders measured one request at a time on loopback (as a staff member's browser asks):
// the first page, a status filter, a name search and an email search. Goal: p95 < 50 ms.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchShopOnPostgres } from './bench-process.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PORT = 18194;
const SHOP = `http://localhost:${PORT}`;

const { bench, shop } = await benchShopOnPostgres('bench_admin', PORT, 'admin');
try {
  const db = new pg.Client({ connectionString: bench.url });
  await db.connect();

  // The seed's orders, then 20,000 more in one statement each: 2,000 customers, and guests.
  let started = Date.now();
  await db.query(`INSERT INTO users (name, email, phone, status, lang)
    SELECT 'Customer ' || i, 'customer' || i || '@bench.example', '0770' || lpad(i::text, 7, '0'), 'active', (ARRAY['en','ku','ar'])[1 + i % 3]
    FROM generate_series(1, 2000) AS i`);
  await db.query(
    `INSERT INTO orders (uuid, status, total, subtotal, user_id, guest_name, guest_email, guest_phone, method, paid, lang, pickup, created_at)
     SELECT gen_random_uuid(),
       (ARRAY['pending','accepted','being prepared','being delivered','ready for pickup','completed','rejected','cancelled'])[1 + i % 8],
       10000 + i % 50000, 10000 + i % 50000,
       CASE WHEN i % 3 = 0 THEN (SELECT min(id) FROM users WHERE email LIKE 'customer%') + i % 2000 END,
       CASE WHEN i % 3 <> 0 THEN 'Guest ' || i END,
       CASE WHEN i % 3 <> 0 THEN 'guest' || i || '@bench.example' END,
       CASE WHEN i % 3 <> 0 THEN '0750' || lpad(i::text, 7, '0') END,
       (ARRAY['cash','nasspay','zaincash','fib','fastpay'])[1 + i % 5], i % 4 = 0, (ARRAY['en','ku','ar'])[1 + i % 3], false,
       now() - (i || ' minutes')::interval
     FROM generate_series(1, $1::int) AS i`,
    [ORDERS],
  );
  // What autovacuum does after a bulk load: statistics, and the trigram index's pending list merged.
  await db.query('VACUUM ANALYZE');
  const seeded = Date.now() - started;

  // A verified owner's session, written straight in (the bench is about the list, not the sign-in).
  const token = randomBytes(32).toString('base64url');
  const {
    rows: [owner],
  } = await db.query(`INSERT INTO users (name, email, status) VALUES ('Bench Owner', 'owner@bench.example', 'active') RETURNING id`);
  await db.query(`INSERT INTO staff (user_id, role, totp_secret) VALUES ($1, 'owner', 'unused')`, [owner.id]);
  // verified_at and factor_seen_at (migration 031): else the factor counts as lapsed and every call is forbidden.
  await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at, verified, verified_at, factor_seen_at) VALUES ($1, $2, now() + interval '1 day', true, now(), now())`, [
    owner.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  await db.end();

  const QUERY = `query L($filter: AdminOrderFilter, $page: Int) {
    adminOrders(filter: $filter, page: $page) { items { order { id uuid status total paid method date } version moves customer { name email phone lang guest } } pageInfo { current pages total } } }`;
  const cases = [
    ['first page', {}],
    ['status filter', { filter: { status: 'being prepared' } }],
    ['page 50 of a status', { filter: { status: 'pending' }, page: 50 }],
    ['name search', { filter: { search: 'Guest 1234' } }],
    ['email search', { filter: { search: 'customer77@bench' } }],
    ['uuid search', null],
  ];
  const results = [];
  for (const [name, given] of cases) {
    let variables = given;
    if (!variables) {
      const reply = await post({ page: 3 });
      variables = { filter: { search: reply.data.adminOrders.items[0].order.uuid } };
    }
    const times = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const reply = await post(variables);
      times.push(performance.now() - start);
      if (reply.errors) throw new Error(`${name}: ${JSON.stringify(reply.errors)}`);
      total = reply.data.adminOrders.pageInfo.total;
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    results.push({ name, p50: at(0.5), p95: at(0.95), total });
  }

  console.log(`\nadminOrders on PostgreSQL, ${ORDERS.toLocaleString('en')} orders (seeded in ${seeded} ms), ${REQUESTS} requests each, one at a time`);
  console.log(`  ${'case'.padEnd(22)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'matches'.padStart(8)}`);
  for (const r of results) console.log(`  ${r.name.padEnd(22)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${String(r.total).padStart(8)}`);
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(`  goal: p95 < 50 ms: ${worst < 50 ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`);

  async function post(variables) {
    const response = await fetch(`${SHOP}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `__Host-sid=${token}` },
      body: JSON.stringify({ query: QUERY, variables }),
    });
    return response.json();
  }
} finally {
  shop.kill();
  await new Promise((resolve) => shop.once('exit', resolve));
  await bench.drop();
}
