/**
 * The human check (SPEC §7): a token for the action 'submit', sent with the newsletter, sign-up and
 * guest order forms. The server verifies it (DESIGN §4).
 */
export interface HumanCheck {
  token(action: 'submit'): Promise<string>;
}

/** The token of the local stand-in: plainly not a real check. */
export const LOCAL_HUMAN_CHECK_TOKEN = 'local-unverified';

/** Settings of the local stand-in. */
export interface LocalHumanCheckOptions {
  /** Where the one warning goes (default `console.warn`). */
  warn?: (message: string) => void;
}

/**
 * A human check for local work and tests, with no outside script (DESIGN §4: every adapter has a
 * local one). Its token is 'local-unverified', which a production server refuses; it warns once.
 */
export function createLocalHumanCheck(options: LocalHumanCheckOptions = {}): HumanCheck {
  let warned = false;
  return {
    async token() {
      if (!warned) {
        warned = true;
        (options.warn ?? console.warn)(`candleshop: the human check is the local stand-in; its token "${LOCAL_HUMAN_CHECK_TOKEN}" is accepted only by a local server`);
      }
      return LOCAL_HUMAN_CHECK_TOKEN;
    },
  };
}
