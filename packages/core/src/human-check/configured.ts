import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { PublicClient } from '../api/client.js';
import { HumanCheckSettings as SettingsQuery } from '../api/operations/human-check.js';
import { createLocalHumanCheck, type HumanCheck } from './human-check.js';
import type { RecaptchaOptions } from './recaptcha.js';

/** The human check the server runs, as its `humanCheck` query answers (never a secret). */
export interface HumanCheckSettings {
  provider: 'recaptcha' | 'local';
  /** The provider's public site key; null for the local stand-in. */
  siteKey: string | null;
  /** The provider's script; null for the local stand-in. */
  scriptUrl: string | null;
}

/** The human check the server asks for, chosen from its settings. */
export interface ConfiguredHumanCheck extends HumanCheck {
  /** The server's settings, asked once; after a failure the next call asks again. */
  settings(): Promise<HumanCheckSettings>;
  /**
   * The provider once the server has answered, undefined before (and after a failure). Listening
   * asks the server, so a form can say "local test mode" only when the server runs the stand-in.
   */
  readonly $provider: ReadableAtom<HumanCheckSettings['provider'] | undefined>;
}

/** What {@link createConfiguredHumanCheck} needs; the makers are replaceable in tests. */
export interface ConfiguredHumanCheckOptions {
  /** The public client of the shop whose server verifies the tokens. */
  client: PublicClient;
  /** Makes the real check from the server's site key and script (default: core's `createRecaptchaCheck`). */
  recaptcha?: (options: RecaptchaOptions) => HumanCheck | Promise<HumanCheck>;
  /** Makes the local stand-in (default {@link createLocalHumanCheck}). */
  local?: () => HumanCheck;
}

// Downloaded only when the server names reCAPTCHA: a shop on the local stand-in never ships its loader.
const loadRecaptcha = async (options: RecaptchaOptions): Promise<HumanCheck> => (await import('./recaptcha.js')).createRecaptchaCheck(options);

/** Checks the server's answer: a provider this client knows, with the site key it needs. */
function parseSettings(answer: { provider: string; siteKey: string | null; scriptUrl: string | null }): HumanCheckSettings {
  if (answer.provider === 'local') return { provider: 'local', siteKey: null, scriptUrl: null };
  if (answer.provider === 'recaptcha' && answer.siteKey) return { provider: 'recaptcha', siteKey: answer.siteKey, scriptUrl: answer.scriptUrl };
  throw new Error(`candleshop: expected the human check "local" or "recaptcha" with a site key, got ${JSON.stringify(answer)}`);
}

/**
 * The human check the shop's server runs (SPEC §7 Human check): asks the server's `humanCheck`
 * settings once, then gets each attempt's token from the provider's script (loaded on the first
 * token only, with the server's site key), or from the local stand-in only when the server says
 * it runs that one. A failure (settings or script) rejects that attempt; the next one tries again.
 * @example const humanCheck = createConfiguredHumanCheck({ client }); const token = await humanCheck.token('submit');
 */
export function createConfiguredHumanCheck(options: ConfiguredHumanCheckOptions): ConfiguredHumanCheck {
  const $provider = atom<HumanCheckSettings['provider'] | undefined>(undefined);
  let asking: Promise<{ settings: HumanCheckSettings; check: HumanCheck }> | undefined;

  const ask = () => {
    asking ??= (async () => {
      // The settings are the same in every language.
      const result = await options.client.query(SettingsQuery, {}, 'en');
      if (!result.data) throw new Error(`candleshop: could not read the human-check settings: ${result.error.key}`);
      const settings = parseSettings(result.data.humanCheck);
      const check =
        settings.provider === 'local'
          ? (options.local ?? createLocalHumanCheck)()
          : await (options.recaptcha ?? loadRecaptcha)({ siteKey: settings.siteKey!, ...(settings.scriptUrl ? { scriptUrl: settings.scriptUrl } : {}) });
      $provider.set(settings.provider);
      return { settings, check };
    })();
    asking.catch(() => (asking = undefined));
    return asking;
  };

  onMount($provider, () => {
    // A listener's failure stays quiet: the next attempt's token asks again and reports it.
    ask().catch(() => undefined);
  });

  return {
    $provider,
    settings: async () => (await ask()).settings,
    async token(action) {
      return (await ask()).check.token(action);
    },
  };
}
