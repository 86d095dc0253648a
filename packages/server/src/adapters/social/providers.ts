import { createFacebookVerifier, type FacebookOptions } from './facebook.js';
import { createGoogleVerifier, type GoogleOptions } from './google.js';
import type { SocialIdentity, SocialVerifier } from './social.js';

/** The configured sign-in providers; none without client ids (socialLogin then refuses). */
export function createSocialVerifier(config: { google?: GoogleOptions; facebook?: FacebookOptions }): SocialVerifier {
  const google = config.google ? createGoogleVerifier(config.google) : undefined;
  const facebook = config.facebook ? createFacebookVerifier(config.facebook) : undefined;
  const providers: Array<SocialIdentity['provider']> = [...(google ? ['google' as const] : []), ...(facebook ? ['facebook' as const] : [])];
  return {
    providers,
    publicIds: { google: config.google?.clientId ?? null, facebook: config.facebook?.appId ?? null },
    async verify(provider, token, options = {}) {
      try {
        if (provider === 'google' && google) return await google(token, options.nonce);
        if (provider === 'facebook' && facebook) return await facebook(token);
      } catch {
        // A provider that cannot be reached proves nothing (fail closed).
      }
      return undefined;
    },
  };
}
