import type { Services } from '../../services/index.js';
import { isReadMethod, methodNotAllowed, textResponse } from '../responses.js';

const ROUTE = /^\/calendar\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/;

/**
 * `GET /calendar/<uuid>.ics`: a ticket's calendar file (RFC 5545). The unguessable uuid is its
 * only key, like a guest's ticket link; anything else is 404. Never cached by shared caches.
 */
export async function serveCalendar(services: Pick<Services, 'tickets'>, request: Request, pathname: string): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  const match = ROUTE.exec(pathname);
  const calendar = match ? await services.tickets.calendarByUuid(match[1]!) : undefined;
  if (calendar === undefined) return textResponse(404, 'Not found', { 'cache-control': 'no-store' });
  return new Response(request.method === 'HEAD' ? null : calendar, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="workshop-ticket.ics"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
