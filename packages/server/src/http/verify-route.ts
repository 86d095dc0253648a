import type { Services } from '../services/index.js';
import { isReadMethod, methodNotAllowed } from './responses.js';

/**
 * `GET /auth/verify?token&email`, the link of the verification mail: uses the token and sends
 * the browser to `/verification/success`, `/verification/verified` or `/verification/failed`
 * (SPEC §2), always on the configured public URL.
 */
export async function serveVerification(services: Pick<Services, 'accounts'>, publicUrl: string, request: Request): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  const params = new URL(request.url).searchParams;
  const outcome = request.method === 'HEAD' ? 'failed' : await services.accounts.verifyEmail(params.get('token') ?? '', params.get('email') ?? '');
  return new Response(null, {
    status: 303,
    headers: { location: `${publicUrl}/verification/${outcome}`, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
