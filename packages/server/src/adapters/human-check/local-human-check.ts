import type { HumanCheckVerifier } from './human-check.js';

/** The token core's local stand-in sends (core/human-check: LOCAL_HUMAN_CHECK_TOKEN). */
export const LOCAL_HUMAN_CHECK_TOKEN = 'local-unverified';

/**
 * The offline human check (DESIGN §4): accepts only the local stand-in's token, and logs once that
 * no real check is made. Production configures a real verifier instead.
 */
export function createLocalHumanCheck(warn: (message: string) => void = console.warn): HumanCheckVerifier {
  let warned = false;
  return {
    kind: 'local',
    settings: { provider: 'local', siteKey: null, scriptUrl: null },
    async verify({ token }) {
      if (!warned) {
        warned = true;
        warn('candleshop: human check is LOCAL: tokens are not verified with a provider');
      }
      return token === LOCAL_HUMAN_CHECK_TOKEN;
    },
  };
}
