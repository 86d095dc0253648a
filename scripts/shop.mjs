// The shop's commands: `npm run shop -- staff add <email> --role owner|staff`, `npm run shop --
// staff remove <email>` (a personalized request is quoted in the back office, the one way). They
// talk to the running shop (its embedded database belongs to the server process) at SHOP_URL
// (default http://localhost:8080), from this machine: the shop answers them only over a loopback
// connection, and asks for the bearer token SHOP_ADMIN_TOKEN when it has one (production does).
import { pathToFileURL } from 'node:url';

const usage = ['usage: npm run shop -- staff add <email> --role owner|staff', '       npm run shop -- staff remove <email>', '       npm run shop -- cart-reminders send --after-hours <0-720>'].join('\n');

/** The command line as a request to the shop, or undefined when it is not one. */
export function parseCommand(args) {
  const [command, ...rest] = args;
  if (command === 'staff' && rest[0] === 'add' && rest.length === 4 && rest[2] === '--role' && ['owner', 'staff'].includes(rest[3]) && rest[1].includes('@')) {
    return { path: '/shop/staff/add', body: { email: rest[1], role: rest[3] } };
  }
  if (command === 'staff' && rest[0] === 'remove' && rest.length === 2 && rest[1].includes('@')) {
    return { path: '/shop/staff/remove', body: { email: rest[1] } };
  }
  // Issue 37 item 2: the reminders of carts left unchanged that many hours, sent now.
  if (command === 'cart-reminders' && rest[0] === 'send' && rest.length === 3 && rest[1] === '--after-hours' && /^\d{1,3}$/.test(rest[2])) {
    return { path: '/shop/cart-reminders/send', body: { afterHours: Number(rest[2]) } };
  }
  return undefined;
}

// Issue 36 item 6: what to do when `staff add` finds no account, or one not yet confirmed.
const NEXT_STEP = {
  '/shop/staff/add': {
    'not.found': 'no account has this email: register it on the shop (/signup) and confirm its mail, then run this again',
    'account.pending': "this account's email is not confirmed yet: follow the link in its mail (offline: /dev/outbox), then run this again",
  },
  '/shop/staff/remove': { 'not.found': 'no staff member has this email' },
};

/** What the shop's answer prints: the secrets of `staff add` once, readably. */
export function describe(path, body) {
  if (path === '/shop/staff/remove') return `shop: ${body.email} is no longer staff.`;
  if (path === '/shop/cart-reminders/send') return `shop: ${body.sent} cart reminder${body.sent === 1 ? '' : 's'} sent.`;
  return [
    `shop: ${body.email} is now ${body.role}. These are shown once; keep them safe.`,
    '',
    'Authenticator app (scan or paste this URI):',
    `  ${body.uri}`,
    '',
    `Secret (base32): ${body.secret}`,
    '',
    'Recovery codes (each works once):',
    ...body.recoveryCodes.map((code, index) => `  ${String(index + 1).padStart(2)}. ${code}`),
  ].join('\n');
}

const fail = (message, code) => {
  console.error(message);
  process.exit(code);
};

async function main() {
  const request = parseCommand(process.argv.slice(2));
  if (!request) fail(usage, 2);
  const shop = (process.env.SHOP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const token = process.env.SHOP_ADMIN_TOKEN;
  let response;
  try {
    response = await fetch(`${shop}${request.path}`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    });
  } catch (error) {
    fail(`shop: could not reach ${shop} (${error.cause?.code ?? error.message}); is the shop running? (npm start)`, 1);
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const reason = body.reason ? ` (${body.reason})` : '';
    // A 404 without a JSON key: the routes are off, or the shop is not on this machine.
    const hint = response.status === 404 && !body.error ? " (run it on the shop's own machine; production needs SHOP_ADMIN_TOKEN)" : '';
    const next = NEXT_STEP[request.path]?.[body.error];
    fail(`shop: ${request.path.startsWith('/shop/staff/') ? 'staff' : 'cart reminders'} command refused: ${response.status} ${body.error ?? response.statusText}${reason}${hint}${next ? `\nshop: ${next}` : ''}`, 1);
  }
  console.log(describe(request.path, body));
}

// Imported by its test, run by npm.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
