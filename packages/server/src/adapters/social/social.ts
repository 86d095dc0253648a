/** Who a sign-in provider says the person is (SECURITY D5). */
export interface SocialIdentity {
  provider: 'google' | 'facebook';
  /** The provider's stable user id (`sub`). */
  subject: string;
  email?: string;
  /** Only a provider-verified email may make an account active; it never links to an existing one. */
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/** Checks a provider token; undefined for anything not proven (wrong audience, expired, forged…). */
export interface SocialVerifier {
  /** Which providers are configured; socialLogin refuses the others. */
  readonly providers: ReadonlyArray<SocialIdentity['provider']>;
  /** The public ids browsers need to start a flow (Google client id, Facebook app id); never secrets. */
  readonly publicIds: { readonly google: string | null; readonly facebook: string | null };
  verify(provider: SocialIdentity['provider'], token: string, options?: { nonce?: string }): Promise<SocialIdentity | undefined>;
}

/** Outbound calls to providers give up after this long (SECURITY B8-style: never hang). */
export const PROVIDER_TIMEOUT_MS = 5000;

/**
 * A fetch that never follows redirects and gives up after `timeoutMs` ({@link PROVIDER_TIMEOUT_MS} by
 * default). A connection that fails before any answer is tried once more: a kept-alive socket the
 * provider (or an earlier server on that port) has closed fails the first request on it, and these
 * are reads, safe to repeat.
 */
export async function fetchJson(url: string, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<unknown> {
  const get = () => fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  const response = await get().catch((error: unknown) => {
    if (error instanceof Error && error.name === 'TimeoutError') throw error;
    return get();
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
