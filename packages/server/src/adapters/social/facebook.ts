import { fetchJson, type SocialIdentity } from './social.js';

/** What checking Facebook access tokens needs. */
export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com, or a fake on loopback in tests. */
  graphUrl: string;
  /** How long each Graph API call may take (PROVIDER_TIMEOUT_MS by default). */
  timeoutMs?: number;
}

/**
 * Checks a Facebook access token with the Graph API's debug_token (SECURITY D5: the token must be
 * valid and issued to our app), then reads the user's id, name and email. Facebook's email is
 * treated as unverified: it never makes an account active by itself.
 */
export function createFacebookVerifier({ appId, appSecret, graphUrl, timeoutMs }: FacebookOptions) {
  return async function verifyFacebookToken(token: string): Promise<SocialIdentity | undefined> {
    if (!/^[A-Za-z0-9_|.-]{10,1024}$/.test(token)) return undefined;
    const debug = (await fetchJson(`${graphUrl}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` })}`, timeoutMs)) as {
      data?: { is_valid?: boolean; app_id?: string; user_id?: string; expires_at?: number };
    };
    const data = debug.data;
    if (!data?.is_valid || data.app_id !== appId || !data.user_id) return undefined;
    if (data.expires_at && data.expires_at * 1000 < Date.now()) return undefined;
    const me = (await fetchJson(`${graphUrl}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: token })}`, timeoutMs)) as {
      id?: string;
      name?: string;
      email?: string;
    };
    if (me.id !== data.user_id) return undefined;
    return {
      provider: 'facebook',
      subject: data.user_id,
      ...(me.email ? { email: me.email } : {}),
      emailVerified: false,
      ...(me.name ? { name: me.name } : {}),
    };
  };
}
