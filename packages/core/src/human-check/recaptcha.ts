import type { HumanCheck } from './human-check.js';

/** The part of reCAPTCHA v3's browser API the check uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type WithGrecaptcha = typeof globalThis & { grecaptcha?: Grecaptcha };

/** Settings of the reCAPTCHA-style check. */
export interface RecaptchaOptions {
  /** The site key, from the loader's or host's settings (SPEC §7: the site key is {key}). */
  siteKey: string;
  /** The script's address; the site key is added as `render`. */
  scriptUrl?: string;
  /** Loads a script; the default adds a `<script>` to the page. */
  loadScript?: (src: string) => Promise<void>;
}

/** reCAPTCHA v3's script. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

function loadScriptTag(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`candleshop: could not load the human-check script ${src}`));
    };
    document.head.append(script);
  });
}

/**
 * A reCAPTCHA-v3-style human check. Its script loads only when the first token is asked for, so
 * pages that never submit a form never load it; a failed load may be retried.
 */
export function createRecaptchaCheck(options: RecaptchaOptions): HumanCheck {
  if (!options.siteKey) throw new Error(`candleshop: the human check needs a site key, got ${JSON.stringify(options.siteKey)}`);
  let loading: Promise<Grecaptcha> | undefined;
  const load = () => {
    if (!loading) {
      const url = new URL(options.scriptUrl ?? RECAPTCHA_SCRIPT_URL);
      url.searchParams.set('render', options.siteKey);
      loading = (options.loadScript ?? loadScriptTag)(url.href).then(() => {
        const api = (globalThis as WithGrecaptcha).grecaptcha;
        if (!api) throw new Error(`candleshop: expected window.grecaptcha after loading ${url.href}, got nothing`);
        return api;
      });
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    async token(action) {
      const api = await load();
      await new Promise<void>((resolve) => api.ready(resolve));
      return api.execute(options.siteKey, { action });
    },
  };
}
