import type { Kysely } from 'kysely';
import { clientAddress } from '../../auth/client-address.js';
import { requireStaff, ROLE_RIGHTS, type Staff } from '../../auth/staff.js';
import { findViewer } from '../../auth/viewer.js';
import type { Database } from '../../db/types.js';
import type { Services } from '../../services/index.js';
import type { AccountAdapters } from '../../accounts-adapters.js';

import { toCsv } from './csv.js';
import { partnerMonthRows } from './partners-csv.js';
import { deliveryRunSheet } from './delivery-csv.js';
import { GIFT_CARD_CSV_HEADER, giftCardRows } from './gift-cards-csv.js';
import { isLang, shopDateTime } from '@candleshop/rules';
import { methodNotAllowed, textResponse } from '../responses.js';

// The back office's two CSV files (issue 15), under the GraphQL calls' checks: the session
// cookie of a staff member who passed the second factor, from the shop's own origin.

const ATTENDEES = /^\/admin\/csv\/attendees\/([1-9][0-9]{0,9})$/;
// Issue 26: the partners' month, owner only (it is money the shop owes).
const PARTNERS = /^\/admin\/csv\/partners\/(\d{4}-(?:0[1-9]|1[0-2]))$/;
// Issue 28 item 2: a delivery run's sheet, in the language of `?lang=` (the staff member's page).
const DELIVERY_RUN = /^\/admin\/csv\/delivery-runs\/([1-9][0-9]{0,9})$/;
// Issue 35 item 3: the gift cards the list's `?search=` finds.
const GIFT_CARDS = '/admin/csv/gift-cards';

function csvResponse(name: string, body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      // Personal data: never kept by a browser or a proxy.
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** `GET /admin/csv/attendees/{workshop id}`, `GET /admin/csv/subscribers`, `GET /admin/csv/gift-cards?search=`, `GET /admin/csv/delivery-runs/{run id}?lang=` and (owner) `GET /admin/csv/partners/{YYYY-MM}`; 403 for anyone but verified staff. */
export async function serveAdminCsv(
  db: Kysely<Database>,
  services: Pick<Services, 'auditTrail' | 'subscribers' | 'adminWorkshops' | 'partnerReports' | 'deliveryRuns' | 'adminGiftCards'>,
  options: { publicUrl: string; accounts: AccountAdapters },
  request: Request,
  pathname: string,
): Promise<Response> {
  const attendees = ATTENDEES.exec(pathname);
  const partners = PARTNERS.exec(pathname);
  const deliveryRun = DELIVERY_RUN.exec(pathname);
  if (!attendees && !partners && !deliveryRun && pathname !== GIFT_CARDS && pathname !== '/admin/csv/subscribers') return textResponse(404, 'Not found');
  if (request.method !== 'GET') return methodNotAllowed();
  // A cross-site page cannot make a staff member's browser download these (no Origin on plain GETs).
  if (request.headers.get('sec-fetch-site') === 'cross-site') return textResponse(403, 'Forbidden');
  const { publicUrl } = options;
  let staff: Staff;
  try {
    staff = await requireStaff({ db, request, publicUrl, viewer: () => findViewer(db, request, publicUrl, options.accounts.sessionIdleMs) }, partners ? 'partners' : 'read');
  } catch {
    return textResponse(403, 'Forbidden');
  }
  // SECURITY-REVIEW L13: personal data leaving the shop is in the staff member's audit trail.
  const actor = { staff, address: clientAddress(request, options.accounts.trustedProxies) };
  const exported = (file: string, count: number) => services.auditTrail.exported(actor, file, count);
  if (partners) {
    const month = partners[1]!;
    const rows = await partnerMonthRows(services, month);
    await exported(`partners-${month}.csv`, rows.length);
    return csvResponse(`partners-${month}.csv`, toCsv(['partner', 'status', 'percent', 'kind', 'sales', 'total', 'commission'], rows));
  }
  if (deliveryRun) {
    const id = Number(deliveryRun[1]);
    const asked = new URL(request.url).searchParams.get('lang');
    const sheet = await deliveryRunSheet(services, id, isLang(asked) ? asked : 'en');
    if (!sheet) return textResponse(404, 'Not found');
    await exported(`delivery-run-${id}.csv`, sheet.rows.length);
    return csvResponse(`delivery-run-${id}.csv`, toCsv(sheet.header, sheet.rows));
  }
  if (pathname === GIFT_CARDS) {
    const rows = await giftCardRows(services, request);
    await exported('gift-cards.csv', rows.length);
    return csvResponse('gift-cards.csv', toCsv(GIFT_CARD_CSV_HEADER, rows));
  }
  if (!attendees) {
    const rows = await services.subscribers.all();
    await exported('subscribers.csv', rows.length);
    return csvResponse(
      'subscribers.csv',
      toCsv(
        ['email', 'lang', 'confirmedAt'],
        rows.map((row) => [row.email, row.lang, shopDateTime(row.confirmed_at!)]),
      ),
    );
  }
  const id = Number(attendees[1]);
  if (!(await services.adminWorkshops.one(id))) return textResponse(404, 'Not found');
  const rows = await services.adminWorkshops.attendees(id);
  await exported(`attendees-${id}.csv`, rows.length);
  const header = ['ticket', 'uuid', 'name', 'email', 'phone', 'people', 'total', 'paid', 'method', 'status', 'tier', 'date'];
  // SECURITY-REVIEW-2 N12: staff who are not the owner see a total only while it is to be taken at the door.
  const money = ROLE_RIGHTS[staff.role].includes('money');
  const shown = (row: { total: number; paid: boolean }) => (money || !row.paid ? row.total : null);
  return csvResponse(
    `attendees-${id}.csv`,
    toCsv(
      header,
      rows.map((row) => [row.ticket, row.uuid, row.name, row.email, row.phone, row.people, shown(row), row.paid, row.method, row.status, row.tier, row.date]),
    ),
  );
}
