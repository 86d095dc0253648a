// `npm run shop -- quote <request id> <price>`: the shop's commands until it has a back office.
// They talk to the running shop (its embedded database belongs to the server process) at
// SHOP_URL (default http://localhost:8080) with the bearer token SHOP_ADMIN_TOKEN (the local
// shop's token when unset).
const LOCAL_TOKEN = 'local-shop-admin-token';
const usage = 'usage: npm run shop -- quote <request id> <price in IQD>';

const [command, id, price] = process.argv.slice(2);
if (command !== 'quote' || !/^\d+$/.test(id ?? '') || !/^\d+$/.test(price ?? '')) {
  console.error(usage);
  process.exit(2);
}
const shop = (process.env.SHOP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const token = process.env.SHOP_ADMIN_TOKEN || LOCAL_TOKEN;
let response;
try {
  response = await fetch(`${shop}/shop/quote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: Number(id), price: Number(price) }),
  });
} catch (error) {
  console.error(`shop: could not reach ${shop} (${error.cause?.code ?? error.message}); is the shop running? (npm start)`);
  process.exit(1);
}
const body = await response.json().catch(() => ({}));
if (!response.ok) {
  const reason = body.reason ? ` (${body.reason})` : '';
  console.error(`shop: quote refused: ${response.status} ${body.error ?? response.statusText}${reason}`);
  process.exit(1);
}
console.log(`shop: request ${body.request.id} quoted at ${body.request.price} IQD; the customer was mailed.`);
